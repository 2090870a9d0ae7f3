// Replaced by the feature's real page.
export function CategoryPage() {
  return null;
}
