/** Text typed into the search box of the HTML's first frame (the static shell, decision 0031). */
let typed = '';

/**
 * React draws over the first frame the server sends, so text typed into its search box while the JavaScript was
 * still loading would be lost: main.tsx reads it first, and the header's box starts from it.
 */
export function keepTypedSearch(root: ParentNode): void {
  const boxes = root.querySelectorAll<HTMLInputElement>('input[name="q"]');
  typed = [...boxes].map((box) => box.value).find((value) => value.trim() !== '') ?? '';
}

export const typedSearch = (): string => typed;
