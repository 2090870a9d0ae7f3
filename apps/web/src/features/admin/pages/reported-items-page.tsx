// Replaced by the feature's real page.
export function ReportedItemsPage() {
  return null;
}
