import type { ReactNode } from 'react';
import { CONDITIONS } from '@restrung/shared/constants';
import { formatPrice } from '@restrung/shared/format-number';
import { AND, OR, quoted } from '../format.ts';
import {
  LEFT_OUT_REASONS,
  type LeftOutReason,
  SEARCH_SORT_LABELS,
  type SearchResult,
  type SearchSort,
} from '@restrung/shared/search';

/** Why the server searched without these words (decision 0089), as the page says it after them. */
const WHY: Record<LeftOutReason, string> = {
  'second-hand': 'every guitar on Restrung is second-hand.',
  'for-sale': 'every guitar on Restrung is for sale.',
  request: 'the other words say what you are looking for.',
  price: 'prices say that, not the words of a listing.',
  'price-high': 'prices say that, not the words of a listing.',
  saving: 'the saving against the market price says that, not the words of a listing.',
  newest: 'the date a guitar was listed says that, not the words of a listing.',
  praise: 'a guitar’s condition and price say that, not the words of its listing.',
  place: 'a place is found by its name, not by distance.',
  absence: 'the words of a listing cannot tell what a guitar does not have; read each description.',
  verified: 'every guitar on Restrung is sold by a seller our team has verified.',
  available: 'search shows only guitars nobody has booked, unless “Include Booked Guitars” is ticked.',
};

/** The sort a reason's words ask for, offered beside them until the page is sorted so. */
const SORT_ASKED: Partial<Record<LeftOutReason, SearchSort>> = {
  price: 'price_asc',
  'price-high': 'price_desc',
  saving: 'saving',
  newest: 'newest',
};

const LINE = 'flex flex-wrap items-center gap-x-2 gap-y-1';

/** The prices a limit typed among the keywords set: "from $500.00 to $1,000.00". */
function pricesShown(minPrice: number | null, maxPrice: number | null) {
  if (minPrice !== null && maxPrice !== null) return `from ${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`;
  return minPrice !== null ? `at ${formatPrice(minPrice)} or more` : `up to ${formatPrice(maxPrice ?? 0)}`;
}

/** The years built typed among the keywords set: "from 2010 to 2015", "in 2009 or earlier". */
function yearsShown(fromYear: number | null, toYear: number | null) {
  if (fromYear !== null && toYear !== null)
    return fromYear === toYear ? `in ${fromYear}` : `from ${fromYear} to ${toYear}`;
  return fromYear !== null ? `in ${fromYear} or later` : `in ${toYear} or earlier`;
}

/**
 * The conditions a condition typed among the keywords set: "good condition or better", or each named when they are
 * not the best ones in a row ("mint or poor": "excellent or bad condition").
 */
function conditionsShown(conditions: readonly string[]) {
  const worst = conditions.at(-1);
  if (conditions.length === 1) return `${worst} condition`;
  return conditions.every((condition, i) => condition === CONDITIONS[i])
    ? `${worst} condition or better`
    : `${OR.format(conditions)} condition`;
}

/** A line saying what words typed among the keywords did, with a button that searches again without them. */
function DropLine({
  words,
  onDropWords,
  button,
  children,
}: {
  words: string[];
  onDropWords: (typed: string[]) => void;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <p className={LINE}>
      <span>{children}</span>
      <button type="button" className="btn btn-xs btn-outline" onClick={() => onDropWords(words)}>
        {button}
      </button>
    </p>
  );
}

/**
 * Keywords the search left out, one line per reason ("Left out “used”: every guitar on Restrung is second-hand."), with
 * a way to sort as a word asked ("cheap", "latest", "best deal") when the page is not sorted so. Price limits typed
 * among them ("under $500", "between 500 and 1k") set the prices the filter leaves unset, the years built ("older than
 * 2010") the years, and a condition ("in good condition") the conditions; words typed with a minus ("-squier") leave
 * out the listings that say them, and a maker after "not" ("not squier") its guitars: each said, with a way to search
 * without it.
 */
export function LeftOutNotice({
  leftOut,
  sort,
  onSort,
  onDropWords,
}: {
  leftOut: SearchResult['leftOut'];
  /** The order the results are in. */
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  /** Searches again without these words, as typed: a price limit's, a condition's. */
  onDropWords: (typed: string[]) => void;
}) {
  const limits = leftOut.filter((left) => left.reason === 'price-limit');
  const minPrice = limits.find((limit) => limit.minPrice !== null)?.minPrice ?? null;
  const maxPrice = limits.find((limit) => limit.maxPrice !== null)?.maxPrice ?? null;
  const limitWords = quoted(limits.map((limit) => limit.words));
  const years = leftOut.flatMap((left) => (left.reason === 'built-years' ? [left] : []));
  const fromYear = years.find((left) => left.fromYear !== null)?.fromYear ?? null;
  const toYear = years.find((left) => left.toYear !== null)?.toYear ?? null;
  const condition = leftOut.find((left) => left.reason === 'condition');
  const excluded = leftOut.filter((left) => left.reason === 'excluded').map((left) => left.words);
  const notBrands = leftOut.flatMap((left) => (left.reason === 'not-brand' ? [left] : []));
  const brandsLeftOut = `${AND.format(notBrands.flatMap((left) => left.brands))} guitars`;
  const reasons = LEFT_OUT_REASONS.filter((reason) => leftOut.some((left) => left.reason === reason));
  if (
    limits.length === 0 &&
    years.length === 0 &&
    !condition &&
    excluded.length === 0 &&
    notBrands.length === 0 &&
    reasons.length === 0
  )
    return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {limits.length > 0 &&
        (minPrice === null && maxPrice === null ? (
          <p>Left out {limitWords}: the price filter is set.</p>
        ) : (
          <DropLine words={limits.map((limit) => limit.words)} onDropWords={onDropWords} button="Show every price">
            Showing guitars {pricesShown(minPrice, maxPrice)}, as {limitWords} {limits.length > 1 ? 'ask' : 'asks'}.
          </DropLine>
        ))}
      {years.length > 0 && (
        <DropLine words={years.map((left) => left.words)} onDropWords={onDropWords} button="Show every year">
          Showing guitars built {yearsShown(fromYear, toYear)}, as {quoted(years.map((left) => left.words))}{' '}
          {years.length > 1 ? 'ask' : 'asks'}.
        </DropLine>
      )}
      {condition &&
        (condition.conditions === null ? (
          <p>Left out “{condition.words}”: the condition filter is set.</p>
        ) : (
          <DropLine words={[condition.words]} onDropWords={onDropWords} button="Show every condition">
            Showing guitars in {conditionsShown(condition.conditions)}, as “{condition.words}” asks.
          </DropLine>
        ))}
      {notBrands.length > 0 && (
        <DropLine
          words={notBrands.map((left) => left.words)}
          onDropWords={onDropWords}
          button={
            <>
              {/* Beside words with a minus the page has two "Show them too": a screen reader hears which this is. */}
              Show them too <span className="sr-only">({brandsLeftOut})</span>
            </>
          }
        >
          Leaving out {brandsLeftOut}.
        </DropLine>
      )}
      {excluded.length > 0 && (
        <DropLine words={excluded} onDropWords={onDropWords} button="Show them too">
          Leaving out guitars that say{' '}
          {quoted(
            excluded.map((typed) => typed.replace(/^-/, '')),
            OR,
          )}
          .
        </DropLine>
      )}
      {reasons.map((reason) => {
        const asked = SORT_ASKED[reason];
        return (
          <p key={reason} className={LINE}>
            <span>
              Left out {quoted(leftOut.filter((left) => left.reason === reason).map((left) => left.words))}:{' '}
              {WHY[reason]}
            </span>
            {asked && asked !== sort && (
              <button type="button" className="btn btn-xs btn-outline" onClick={() => onSort(asked)}>
                Sort by {SEARCH_SORT_LABELS[asked].toLowerCase()}
              </button>
            )}
          </p>
        );
      })}
    </div>
  );
}
