// Replaced by the feature's real page.
export function AddProductPage() {
  return null;
}
