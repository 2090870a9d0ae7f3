import { DESCRIPTION_PREVIEW_LENGTH } from '@restrung/shared/constants';
import { formatCount } from '@restrung/shared/format-number';
import type { SearchResult } from '@restrung/shared/search';

/**
 * SPEC.md: the description is cut at 30 characters followed by an ellipsis. Counted in characters a person
 * sees (code points), so an emoji is never split in half.
 */
export function descriptionPreview(description: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(description);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : description;
}

export const isTruncated = (description: string, length = DESCRIPTION_PREVIEW_LENGTH): boolean =>
  Array.from(description).length > length;

/** "1,000+" when the server stopped counting at its cap (more match), else the exact count ("1,250"). */
export const totalText = ({ total, totalCapped }: Pick<SearchResult, 'total' | 'totalCapped'>) =>
  `${formatCount(total ?? 0)}${totalCapped ? '+' : ''}`;

/** What a search found, in guitars: "1 guitar", "24 guitars", "1,000+ guitars". */
export const guitarsText = (result: Pick<SearchResult, 'total' | 'totalCapped'>) =>
  `${totalText(result)} ${result.total === 1 && !result.totalCapped ? 'guitar' : 'guitars'}`;

export const AND = new Intl.ListFormat('en', { type: 'conjunction' });
export const OR = new Intl.ListFormat('en', { type: 'disjunction' });
/** “used” and “pre owned”: the words as typed, each quoted. */
export const quoted = (words: string[], list = AND) => list.format(words.map((word) => `“${word}”`));
