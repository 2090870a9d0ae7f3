// Replaced by the feature's real page.
export function AllBuyersPage() {
  return null;
}
