import { Link } from 'react-router';
import { MESSAGES } from '@restrung/shared/messages';

/** The spec's booking toast, with the next step: pay now, or see the order among the others. */
export function BookedToast({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p>{MESSAGES.toastBooked}</p>
      <p className="flex flex-wrap gap-2">
        <Link to={`/dashboard/payment/${orderId}`} className="btn btn-primary btn-xs">
          Pay Now
        </Link>
        <Link to="/dashboard/myorders" className="btn btn-outline btn-xs">
          My Orders
        </Link>
      </p>
    </div>
  );
}
