import { NOT_QUOTE, QUOTE, searchWords, startsQuoted } from '@restrung/shared/highlight';
import type { SearchResult } from '@restrung/shared/search';
import { readSearchState, useSearchCounts, withoutTyped, type SearchState } from '../search-api.ts';
import { DETAIL_LABELS } from '../detail-labels.ts';
import { guitarsText } from '../format.ts';

/**
 * A price, the years built, a condition, words with a minus or a maker after "not" typed among the keywords, that the
 * search applied: each narrows.
 */
const appliedTyped = (left: SearchResult['leftOut'][number]) =>
  (left.reason === 'price-limit' && (left.minPrice !== null || left.maxPrice !== null)) ||
  (left.reason === 'condition' && left.conditions !== null) ||
  left.reason === 'built-years' ||
  left.reason === 'excluded' ||
  left.reason === 'not-brand';

/** The words typed as filters, in the order typed, as the keywords' text to keep ("under $500 -squier"). */
const typedInOrder = (q: string, typed: string[]) => [...typed].sort((a, b) => q.indexOf(a) - q.indexOf(b)).join(' ');

/**
 * The words typed, a phrase in quotes one of them ('"les paul"'), as the search reads it (decision 0094): dropped
 * word by word, "les" left a quote open ('paul" strat').
 */
const TYPED_UNIT = new RegExp(`${QUOTE}${NOT_QUOTE}*${QUOTE}|\\S+`, 'gu');
const ANY_QUOTE = new RegExp(QUOTE, 'gu');
/** A unit as a button names it: a phrase without its quotes, inside the label's own. */
const unitLabel = (unit: string) => `“${startsQuoted(unit) ? unit.replace(ANY_QUOTE, '') : unit}”`;

/** Before an answer: no keyword is known to have been searched, and nothing typed to have been read. */
export const NOTHING_SEARCHED = { leftOut: [], highlight: [], corrections: [] };

/**
 * Each active filter, with how to drop it: offered one by one when nothing matches. First what was typed as a filter
 * among the keywords ("like new", "under $500"), as typed. Of several keywords, each word on its own next: one word
 * nobody used ("gibson lp custum") leaves nothing, and dropping it keeps the others; two searched as one ("west
 * coast") are dropped together. Only a word the search searched (its highlight, or a misspelling it corrected) is
 * offered: without one it left out ("used", "a", what the box leaves of "I'm") the search is the same; nor is "or",
 * without which both sides would be required and fewer found. Then all the keywords, keeping what was typed as a
 * filter: "telecastor under 500" offers to drop "telecastor", which finds the guitars under $500, not every guitar.
 */
export function activeFilters(
  state: SearchState,
  categoryName: (id: string) => string,
  { leftOut, highlight, corrections }: Pick<SearchResult, 'leftOut' | 'highlight' | 'corrections'>,
) {
  const applied = leftOut.filter(appliedTyped).map((left) => left.words);
  const filters: { label: string; change: Partial<SearchState> }[] = applied.map((words) => ({
    label: `“${words}”`,
    change: { q: withoutTyped(state.q, [words]) },
  }));
  const searchedWords = new Set([...highlight, ...corrections.map((c) => c.from)]);
  // A phrase searched as one term: in quotes, by its words' stems ("les pauls": "les paul"), or as typed ("p bass").
  const phrases = highlight.filter((term) => term.includes(' ')).map((term) => term.split(' '));
  // A word mended before the phrase was read ("les pual": "les paul") is that phrase's word.
  const mended = new Map(corrections.map(({ from, to }) => [from, to]));
  const asRead = (words: readonly string[]) => words.flatMap(searchWords).map((part) => mended.get(part) ?? part);
  const words = searchedUnits([...new Set(state.q.match(TYPED_UNIT) ?? [])], searchedWords, phrases, asRead);
  const searched = (word: string) => {
    const parts = searchWords(word);
    return (
      searchedWords.has(parts.join('')) ||
      parts.some((part) => searchedWords.has(part)) ||
      phrases.some((phrase) => isPhrase(asRead([word]), phrase))
    );
  };
  if (words.filter(searched).length > 1)
    for (const word of words.filter(searched))
      filters.push({ label: unitLabel(word), change: { q: words.filter((other) => other !== word).join(' ') } });
  // The keywords without what was read as a filter among them, which stays, as the filters beside the box do.
  const keywords = withoutTyped(state.q, applied);
  if (keywords) filters.push({ label: `keywords “${keywords}”`, change: { q: typedInOrder(state.q, applied) } });
  for (const id of state.category)
    filters.push({
      label: `category ${categoryName(id)}`,
      change: { category: state.category.filter((c) => c !== id) },
    });
  for (const condition of state.condition)
    filters.push({
      label: `condition ${condition}`,
      change: { condition: state.condition.filter((c) => c !== condition) },
    });
  for (const key of ['brand', 'bodyType', 'handedness', 'strings'] as const)
    for (const value of state[key])
      filters.push({ label: DETAIL_LABELS[key](value), change: { [key]: state[key].filter((v) => v !== value) } });
  if (state.minPrice || state.maxPrice) filters.push({ label: 'price range', change: { minPrice: '', maxPrice: '' } });
  if (state.minYear || state.maxYear) filters.push({ label: 'year range', change: { minYear: '', maxYear: '' } });
  if (state.location) filters.push({ label: `location “${state.location}”`, change: { location: '' } });
  return filters;
}

export type ActiveFilter = ReturnType<typeof activeFilters>[number];

/** Words typed, as search reads them, that are a searched phrase's words in order, each starting with its own. */
const isPhrase = (parts: readonly string[], phrase: readonly string[]) =>
  phrase.length === parts.length && parts.every((part, k) => part.startsWith(phrase[k]!));

/**
 * The words typed, several of them as one where search searched them as one: as one word ("west coast":
 * "westcoast", "new york": "newyork"), or only as a phrase ("p bass", "5 string", "first electric"). Dropping one of
 * them alone would search the other for nothing it was meant as, and search marks neither alone.
 */
function searchedUnits(
  words: readonly string[],
  searchedWords: ReadonlySet<string>,
  phrases: readonly string[][],
  asRead: (words: readonly string[]) => string[],
): string[] {
  const units: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
    const length =
      pair && searchedWords.has(searchWords(pair).join('')) ? 2 : phraseLengthAt(words, i, phrases, asRead);
    units.push(words.slice(i, i + length).join(' '));
    i += length - 1;
  }
  return units;
}

/** How many typed words from the `i`th make up one of the phrases, as search read them, the longest; 1 when none. */
function phraseLengthAt(
  words: readonly string[],
  i: number,
  phrases: readonly string[][],
  asRead: (words: readonly string[]) => string[],
): number {
  for (let end = words.length; end > i + 1; end--) {
    const parts = asRead(words.slice(i, end));
    if (phrases.some((phrase) => isPhrase(parts, phrase))) return end - i;
  }
  return 1;
}

/**
 * A button for each filter given, "Remove <its label>", that drops it. With `counts`, each says how many guitars the
 * search finds without it, once known; one that finds none says so and cannot be pressed: it would lead to another
 * empty page.
 */
export function FilterDrops({
  filters,
  onDrop,
  counts,
  className = '',
  outline = false,
}: {
  filters: ActiveFilter[];
  onDrop: (change: ActiveFilter['change']) => void;
  counts?: (SearchResult | undefined)[];
  className?: string;
  outline?: boolean;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {filters.map((filter, i) => {
        const counted = counts?.[i];
        const none = counted?.total === 0;
        return (
          <li key={filter.label}>
            {/* A long label wraps on a phone: the button grows with it instead of letting it spill out. */}
            <button
              type="button"
              className={`btn btn-sm h-auto min-h-8 py-1 ${outline ? 'btn-outline' : ''}`}
              disabled={none}
              onClick={() => onDrop(filter.change)}
            >
              {`Remove ${filter.label}${counted ? ` (${none ? 'none' : guitarsText(counted)})` : ''}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The filters to drop when nothing matches, each with how many guitars the search finds without it, asked for as
 * soon as the empty page shows: the buyer sees which one leads somewhere before pressing it.
 */
export function CountedFilterDrops({
  state,
  filters,
  fixedCategory,
  onDrop,
}: {
  state: SearchState;
  filters: ActiveFilter[];
  fixedCategory?: string;
  onDrop: (change: ActiveFilter['change']) => void;
}) {
  const counts = useSearchCounts(
    state,
    filters.map((filter) => filter.change),
    fixedCategory,
  );
  // When no one way on finds anything, every keyword and filter at once is offered too: else every button is
  // disabled and the buyer must find each field to empty. Counted only then.
  const stuck = filters.length > 1 && counts.every((count) => count?.total === 0);
  const [all] = useSearchCounts(state, stuck ? [CLEAR_ALL] : [], fixedCategory);
  return (
    <>
      <FilterDrops filters={filters} onDrop={onDrop} counts={counts} className="justify-center" outline />
      {stuck && (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={all?.total === 0}
          onClick={() => onDrop(CLEAR_ALL)}
        >
          {`Clear all${all ? ` (${all.total === 0 ? 'none' : guitarsText(all)})` : ''}`}
        </button>
      )}
    </>
  );
}

/**
 * Every keyword and filter emptied, as an address without them reads: a filter added to the state is emptied too. The
 * sort and whether booked guitars show are kept, as they filter nothing.
 */
const { sort: _sort, booked: _booked, ...CLEAR_ALL } = readSearchState(new URLSearchParams());
