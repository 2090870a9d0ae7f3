import { DESCRIPTION_PREVIEW_LENGTH } from '@restrung/shared/constants';
import { foldForSearch, highlightParts } from '@restrung/shared/highlight';

/** Characters kept before the matched word, and in the whole excerpt, at most; each end is moved to a word's edge. */
const BEFORE = 24;
const LENGTH = 72;

/**
 * The part of a found listing's description around a searched word the card's 30-character preview cuts off
 * ("...Player grade: wear on the back of the neck..."), or null when the preview already shows every word search
 * matched there. Without it a listing found by its description shows no marked word and seems found by mistake.
 * The preview stays as SPEC.md writes it; this is said beside it.
 */
export function descriptionMatch(
  description: string,
  terms: readonly string[] | undefined,
  previewLength = DESCRIPTION_PREVIEW_LENGTH,
): string | null {
  if (!terms?.length) return null;
  // The preview's length in UTF-16 units: it is cut in characters a person sees (`descriptionPreview`).
  const shownEnd = Array.from(description).slice(0, previewLength).join('').length;
  if (shownEnd >= description.length) return null;
  const shown = new Set<string>();
  let offset = 0;
  for (const part of highlightParts(description, terms)) {
    const start = offset;
    offset += part.text.length;
    if (!part.match) continue;
    const word = foldForSearch(part.text);
    // A word the cut goes through is not shown whole, so it is not counted as shown.
    if (offset <= shownEnd) shown.add(word);
    else if (!shown.has(word)) return excerptAround(description, start, offset);
  }
  return null;
}

/**
 * From at most BEFORE characters before `start` (a sentence's start there, else a word's) to a word's end; "..."
 * where text was left out.
 */
function excerptAround(text: string, start: number, end: number): string {
  let from = Math.max(0, start - BEFORE);
  if (from > 0) {
    const before = text.slice(from, start);
    const sentenceEnds = [...before.matchAll(/[.!?]\s+/gu)];
    const last = sentenceEnds.at(-1);
    const space = before.search(/\s/u);
    if (last) from += last.index + last[0].length;
    else from = space === -1 ? start : from + space + 1;
  }
  let to = Math.min(text.length, Math.max(end, from + LENGTH));
  if (to < text.length) {
    const space = text.slice(end, to + 1).search(/\s\S*$/u);
    to = space === -1 ? to : end + space;
  }
  // A word longer than the card's lines (a link pasted in) is cut.
  if (to - from > LENGTH * 2) to = from + LENGTH * 2;
  // Where no space was near, never inside a character of two UTF-16 units (an emoji).
  if (/[\uD800-\uDBFF]/.test(text[to - 1] ?? '')) to--;
  // The excerpt's own end: "neck..." rather than "neck,..." where it stops at a comma or a full stop.
  const body = text
    .slice(from, to)
    .trim()
    .replace(to < text.length ? /[\s,;:.]+$/u : /$^/u, '');
  return `${from > 0 ? '...' : ''}${body}${to < text.length ? '...' : ''}`;
}
