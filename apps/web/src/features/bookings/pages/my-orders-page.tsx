// Replaced by the feature's real page.
export function MyOrdersPage() {
  return null;
}
