/** Text typed into the search box of the HTML's first frame (the static shell, decision 0031). */
let typed = '';

/**
 * Text typed into the first frame's search box while the JavaScript was still loading: app/start-app.tsx reads it
 * before the app starts, and the header's box starts from it. Where the app draws over the frame, the text would be
 * lost otherwise; where it adopts the frame (on `/`), the box keeps the text, and the box's state must say the same,
 * or its next render would empty it.
 */
export function keepTypedSearch(root: ParentNode): void {
  const boxes = root.querySelectorAll<HTMLInputElement>('input[name="q"]');
  typed = [...boxes].map((box) => box.value).find((value) => value.trim() !== '') ?? '';
}

export const typedSearch = (): string => typed;
