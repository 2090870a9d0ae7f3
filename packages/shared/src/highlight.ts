/** Lower case without accents, the way search compares words ("Café" -> "cafe"). */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search text: letters and digits only, so no character can act as a search operator. */
export const searchWords = (text: string): string[] => foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matched parts: a word matches when it starts with one of `terms` (accents and
 * case ignored). The page renders the parts as text nodes, so a listing's text can never become markup.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const folded = terms.map(foldForSearch).filter(Boolean);
  if (folded.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const parts: TextPart[] = [];
  let plainStart = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = word.index;
    const key = foldForSearch(word[0]);
    if (!folded.some((term) => key.startsWith(term))) continue;
    if (start > plainStart) parts.push({ text: text.slice(plainStart, start), match: false });
    parts.push({ text: word[0], match: true });
    plainStart = start + word[0].length;
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false });
  return parts;
}
