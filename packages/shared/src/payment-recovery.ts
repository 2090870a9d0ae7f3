/**
 * What the buyer reads about a card payment a server crash interrupted before its outcome was recorded
 * (docs/decisions/0012-payment-reconciler.md): the sandbox cannot prove a charge, so none was made, and the
 * order can be paid again.
 */
export const PAYMENT_INTERRUPTED_MESSAGE =
  'This payment was interrupted before it completed and your card was not charged. Please try again.';
