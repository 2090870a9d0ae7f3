// Replaced by the feature's real page.
export function AllSellersPage() {
  return null;
}
