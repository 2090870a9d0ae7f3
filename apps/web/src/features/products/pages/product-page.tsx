// Replaced by the feature's real page.
export function ProductPage() {
  return null;
}
