// Replaced by the feature's real page.
export function MyProductsPage() {
  return null;
}
