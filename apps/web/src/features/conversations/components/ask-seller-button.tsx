import { Link, useLocation, useNavigate } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import { toastFailure } from '../../../lib/failure.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useSession } from '../../auth/api.ts';
import { conversationPath, useStartConversation } from '../api.ts';

/** Ask the seller: opens this buyer's conversation about the listing (the same one when asked again). */
export function AskSellerButton({ product }: { product: Product }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const start = useStartConversation();
  if (isLoading) return null;
  if (!user)
    return (
      <Link to="/login" state={{ from: location }} className="btn btn-outline btn-sm">
        {CONVERSATION_MESSAGES.signInToAsk}
      </Link>
    );
  const onClick = () =>
    start.mutate(product._id, {
      onSuccess: (answer) => void navigate(conversationPath(answer.conversationId)),
      onError: (error) => toastFailure(error),
    });
  return (
    <PendingButton className="btn btn-outline btn-sm" onClick={onClick} pending={start.isPending}>
      Ask the seller<span className="sr-only">: {product.productName}</span>
    </PendingButton>
  );
}
