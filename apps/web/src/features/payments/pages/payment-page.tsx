// Replaced by the feature's real page.
export function PaymentPage() {
  return null;
}
