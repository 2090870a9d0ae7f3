import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentIntentResponseSchema, paymentSucceededSchema } from '@restrung/shared/booking';
import type { SandboxConfirmRequest } from '@restrung/shared/booking-input';
import { api } from '../../lib/api-client.ts';
import { invalidateAfterOrderChange } from '../bookings/api.ts';

export const paymentKeys = {
  intent: (bookingId: string) => ['payments', 'intent', bookingId] as const,
};

/**
 * SPEC.md: "a payment intent is created on load". The server answers the same intent for the same order on every
 * call, so this POST is safe to repeat; it is kept only while the page is open. The amount is the order's own price
 * on the server (the spec's {price} is not sent).
 */
export function usePaymentIntent(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.intent(bookingId),
    queryFn: () =>
      api('/create-payment-intent', { method: 'POST', body: { bookingId }, schema: paymentIntentResponseSchema }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * After a payment the server has recorded, the order and the product are Paid: the orders, the product lists (Paid
 * guitars leave the category lists and the featured grid) and Total Sells are read again.
 *
 * The spec's client then sends PUT /myorders/{id} {status: 'Paid'} and PUT /products/{id} {status: 'Paid'}. We send
 * neither: the server settled the order and the product in the same call that confirmed the payment (the sandbox's
 * confirm, or /payments/sync after Stripe), and those PUTs would only be acknowledged with nothing to change.
 */
function usePaymentSettled() {
  const client = useQueryClient();
  return () => invalidateAfterOrderChange(client);
}

/** The sandbox's confirmCardPayment: charges the test card; 402 with the processor's message when declined. */
export function useSandboxConfirm() {
  const settled = usePaymentSettled();
  return useMutation({
    mutationFn: (request: SandboxConfirmRequest) =>
      api('/payments/sandbox/confirm', { method: 'POST', body: request, schema: paymentSucceededSchema }),
    onSuccess: settled,
  });
}

/** After Stripe.js confirmed the card: the server asks Stripe itself and records the payment. */
export function useStripeSync() {
  const settled = usePaymentSettled();
  return useMutation({
    mutationFn: (paymentIntentId: string) =>
      api('/payments/sync', { method: 'POST', body: { paymentIntentId }, schema: paymentSucceededSchema }),
    onSuccess: settled,
  });
}
