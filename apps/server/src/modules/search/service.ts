import { foldForSearch, searchWords } from '@restrung/shared/highlight';
import { isUuid } from '@restrung/shared/product';
import { OR_WORD, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchResult, type Suggestion } from '@restrung/shared/search';
import type { SearchQuery } from '@restrung/shared/search-input';
import type { SessionUser } from '@restrung/shared/user';
import { badRequest } from '../../lib/http-errors.ts';
import { toCents } from '../../lib/money.ts';
import type { CategoriesRepository } from '../categories/repository.ts';
import { toProduct } from '../products/product-view.ts';
import {
  buildRankTsquery,
  buildTsquery,
  joinedPairs,
  namesWithSlipsMended,
  joinedReadings,
  type KeywordCheck,
  keywordTerms,
  otherNamesOf,
  shorthandsOf,
  withShortNames,
  phraseWords,
  stemsOf,
  splitReadings,
  swappedReadings,
  withPhrases,
} from './keyword-query.ts';
import { leaveOutMarketWords } from './left-out-words.ts';
import { applyPriceLimits, readPriceLimits } from './price-limit-words.ts';
import { readConditionWords } from './condition-words.ts';
import { type BuiltYears, readBuiltYears } from './built-year-words.ts';
import { asTyped, spellReadWords } from './read-word-slips.ts';
import { exclusionTsquery, readExcludedWords } from './excluded-words.ts';
import { brandExclusionTsquery, inName, readExcludedBrands } from './excluded-brands.ts';
import { phraseTsquery, readQuotedPhrases, readQuotedWords } from './quoted-phrases.ts';
import { readMakerLists, withEachMaker } from './maker-lists.ts';
import { ANY_LISTING_CHANGE, type ListingWordsTag, listingWordTags } from './listing-words.ts';
import { categoriesNamed, sameWord } from './named-categories.ts';
import { numberCheck } from './number-terms.ts';
import { englishAsTyped, withoutPrefixedCorrections } from './english-words.ts';
import { suggestionQueries } from './suggestion-query.ts';
import type { SearchCursor, SearchFilters, SearchOrder, SearchRepository, TermCheck } from './repository.ts';

/** Keywords past this many are ignored: each costs a vocabulary look-up and makes the query no more precise. */
export const MAX_TERMS = 10;
/**
 * Other readings of words that suggest nothing, tried in one statement: three words of eight letters. Readings that
 * match nothing cost little: 17 of them took 0.9 ms warm on 100,000 documents in psql.
 */
const MAX_READINGS = 24;

/** Cursor keys as PostgreSQL prints them: a real for relevance, whole numbers for the others. */
const CURSOR_KEY: Record<SearchOrder, RegExp> = {
  relevance: /^-?\d+(\.\d+)?(e[-+]?\d+)?$/,
  newest: /^-?\d{1,18}$/,
  price_asc: /^-?\d{1,10}$/,
  price_desc: /^-?\d{1,10}$/,
  saving: /^-?\d{1,10}$/,
};

const encodeCursor = (order: SearchOrder, key: string, id: string) => `${order}~${key}~${id}`;

/** A cursor is only good for the order it was made in; anything else is refused, never passed to SQL. */
function decodeCursor(text: string | undefined, order: SearchOrder): SearchCursor | undefined {
  if (text === undefined || text === '') return undefined;
  const [cursorOrder, key, id, ...rest] = text.split('~');
  if (rest.length > 0 || cursorOrder !== order || !key || !id || !CURSOR_KEY[order].test(key) || !isUuid(id))
    throw badRequest(SEARCH_MESSAGES.badCursor);
  return { key, id };
}

const unique = (values: string[]) => [...new Set(values)];

/** A keyword searched only as its phrases ("7" as "7 string"), or held in the phrase of the one before ("string"). */
const searchedInPhrasesOnly = (check: KeywordCheck) =>
  check.heldBefore === true || check.phrases?.some((phrase) => phrase.instead) === true;

/**
 * A keyword no known word starts with is corrected to its closest known word, which any listing bringing a new word
 * may change; a number is never corrected (decision 0081): its listings are all it depends on.
 */
const mayBeCorrected = (check: TermCheck) => !check.known && !numberCheck(check.term);

/** An answer and the listing changes that can touch it (decision 0082), for whoever keeps it. */
export interface SearchAnswer {
  result: SearchResult;
  listingTags: readonly ListingWordsTag[];
}

export interface SearchServiceDeps {
  search: SearchRepository;
  categories: CategoriesRepository;
}

/**
 * The text without the filters typed in it (a price limit, the years built, a condition, a maker after "not", words
 * with a minus), and those filters. Prices first: "$2000-$2500" is money, and "2010-2015" then years. A slip in a word
 * the readers know ("excelent") is mended first; what they read is named as typed.
 */
function readFilterWords(q: string) {
  const { text, slips } = spellReadWords(q);
  const typed = <T extends { typed: string }>(read: T): T => ({ ...read, typed: asTyped(read.typed, slips) });
  const { rest: withoutPrices, limits } = readPriceLimits(text);
  const { rest: withoutYears, years } = readBuiltYears(withoutPrices);
  const { rest: withoutCondition, condition } = readConditionWords(withoutYears);
  const { rest: withoutBrands, excludedBrands } = readExcludedBrands(withoutCondition);
  const { rest: withoutLists, makerLists } = readMakerLists(withoutBrands);
  const { rest, excluded } = readExcludedWords(withoutLists);
  return {
    rest,
    slips,
    makerLists,
    limits: limits.map(typed),
    years: years.map(typed),
    condition: condition && typed(condition),
    excludedBrands: excludedBrands.map(typed),
    excluded: excluded.map(typed),
  };
}

/** The years built the typed words ask for: the reader gives at most one first and one last year. */
const builtRange = (years: BuiltYears[]) => ({
  minBuilt: years.find((y) => y.fromYear !== null)?.fromYear ?? undefined,
  maxBuilt: years.find((y) => y.toYear !== null)?.toYear ?? undefined,
});

export function searchService({ search, categories }: SearchServiceDeps) {
  const checkKeywords = async (q: string | undefined) => {
    const { rest, slips, limits, years, condition, excludedBrands, excluded, makerLists } = readFilterWords(q ?? '');
    const { kept, leftOut } = leaveOutMarketWords(searchWords(rest));
    const typedTerms = keywordTerms(kept, MAX_TERMS);
    // The words of a keyword's other spellings, and of those typed with a minus, are checked in the same statement
    // (decisions 0083, 0084 and 0093).
    const lookUp = (words: string[]) =>
      search.checkTerms(
        unique([...words, ...phraseWords(words), ...excluded.flatMap(({ words }) => words), ...makerLists.flat(2)]),
        joinedPairs(words),
      );
    const quotedWords = readQuotedWords(rest);
    let looked = await lookUp(typedTerms);
    // A slip in a model's full name ("les pual") is mended first, and the words looked up again: the name's shorthand
    // ("lp") is only known once the name is.
    const names = namesWithSlipsMended(typedTerms, looked, quotedWords);
    if (names) looked = await lookUp(names.terms);
    const terms = names?.terms ?? typedTerms;
    // A mended word searched as a keyword is said, as a correction is; one read as a filter is named as typed.
    const mended = [
      ...slips.flatMap(({ from, to }) => (terms.includes(to) ? [{ from: foldForSearch(from), to }] : [])),
      ...(names?.mended ?? []),
    ];
    const byTerm = new Map(looked.map((check) => [check.term, check]));
    const exclusion = exclusionTsquery(excluded, (word) => Boolean(byTerm.get(word)?.stems.length));
    // A phrase in quotes is one side of no "or": with one, it is read as its keywords alone (decision 0094). Its words
    // are searched as typed, never corrected (its amendment): only a stop word, which to_tsquery drops, leaves it out.
    const plain = (word: string) => Boolean(byTerm.get(word)?.stems.length);
    const quoted = terms.includes(OR_WORD) ? [] : readQuotedPhrases(rest).filter((words) => words.every(plain));
    const phrases = phraseTsquery(quoted, plain);
    // Conditions on what the keywords find, never looked up in the index.
    const narrowing = [exclusion, brandExclusionTsquery(excludedBrands), phrases].filter(Boolean).join(' & ') || null;
    return {
      checks: withoutPrefixedCorrections(withPhrases(terms, looked, makerLists, quotedWords)),
      // The answer depends on the vocabulary: a listing bringing the word as typed would leave it unmended.
      namesMended: names !== null,
      leftOut: leftOut.map((left) => ({ ...left, words: asTyped(left.words, slips) })),
      mended,
      limits,
      years,
      condition,
      excludedBrands,
      excluded,
      narrowing,
      quoted,
    };
  };

  type KeywordsRead = Awaited<ReturnType<typeof checkKeywords>>;

  async function answer(query: SearchQuery, viewer: SessionUser | null): Promise<SearchAnswer> {
    const [read, commonWords] = await Promise.all([checkKeywords(query.q), search.commonWords()]);
    // A common English word the vocabulary lacks ("back", "grade") is searched as typed first, and as its closest
    // known word ("black", "grand") only when that finds nothing (decision 0101). A later page finds nothing as typed
    // only when its first page was corrected.
    const typed = englishAsTyped(read.checks);
    if (typed) {
      const first = await find(query, viewer, { ...read, checks: typed }, commonWords);
      if (query.after ? first.result.items.length > 0 : first.result.total !== 0) return first;
      const corrected = await find(query, viewer, read, commonWords);
      return { ...corrected, result: { ...corrected.result, typedFindsNothing: true } };
    }
    return find(query, viewer, read, commonWords);
  }

  async function find(
    query: SearchQuery,
    viewer: SessionUser | null,
    {
      checks,
      leftOut,
      mended,
      namesMended,
      limits,
      years,
      condition,
      excludedBrands,
      excluded,
      narrowing,
      quoted,
    }: KeywordsRead,
    commonWords: ReadonlySet<string>,
  ): Promise<SearchAnswer> {
    // "under 500" among the keywords is the highest price, unless the filter sets one; "good condition" the
    // conditions, likewise.
    const prices = applyPriceLimits(limits, query);
    const conditionFilterSet = Boolean(query.condition?.length);
    const keywordsQuery = buildTsquery(checks);
    // Words typed with a minus and makers after "not" leave listings out, and a phrase in quotes needs its words in
    // order: never looked up in the index, checked on what the keywords find.
    const tsquery = [keywordsQuery, narrowing].filter(Boolean).join(' & ') || null;
    // A keyword in most listings ("guitar") is checked on the rows the others find, not looked up in the index.
    const isCommon = (check: TermCheck) =>
      [...check.stems, ...(check.closest && !check.known ? [check.closest] : [])].some((w) => commonWords.has(w));
    const indexTsquery = buildTsquery(checks, isCommon);
    const order: SearchOrder =
      (query.sort ?? 'relevance') === 'relevance' && !keywordsQuery ? 'newest' : (query.sort ?? 'relevance');
    const after = decodeCursor(query.after, order);
    const statuses: SearchFilters['statuses'] = query.booked ? ['Available', 'Booked'] : ['Available'];
    // As typed, or as corrected: "clasical" names the classical guitars too.
    const keywordsRead = checks.flatMap((c) => (c.known || !c.closest ? [c.term] : [c.term, c.closest]));
    // Only the page's order depends on these, not the counts (nor their kept copies).
    const rankCategories =
      order === 'relevance' && keywordsQuery ? categoriesNamed(keywordsRead, await categories.list()) : undefined;
    const rankTsquery = order === 'relevance' ? buildRankTsquery(checks) : null;
    // A correction is searched beside the word as typed: a listing with the typed word ranks above it.
    const corrected = checks.some((check) => !check.known && check.closest);
    const rankTypedTsquery =
      order === 'relevance' && corrected ? buildTsquery(checks.map((check) => ({ ...check, closest: null }))) : null;
    const filters: SearchFilters = {
      tsquery,
      indexTsquery,
      // The index looks up the whole query when every keyword is common.
      lookUpStems: indexTsquery ? stemsOf(checks, isCommon) : stemsOf(checks),
      categories: query.category,
      conditions: conditionFilterSet ? query.condition : condition?.conditions,
      brands: query.brand?.map((brand) => brand.toLowerCase()),
      bodyTypes: query.bodyType,
      handedness: query.handedness,
      strings: query.strings?.map(Number),
      minPriceCents: prices.minPrice === undefined ? undefined : toCents(prices.minPrice),
      maxPriceCents: prices.maxPrice === undefined ? undefined : toCents(prices.maxPrice),
      minYear: query.minYear,
      maxYear: query.maxYear,
      // The years built typed among the keywords: no filter of the page's sets them (its years are of purchase).
      ...builtRange(years),
      location: query.location ? foldForSearch(query.location) : undefined,
      statuses,
    };
    // Counting is the costly part of a broad search: only the first page counts; later pages reuse its figures.
    // The page and the counts are independent: on PostgreSQL they run side by side on two pooled connections.
    const [rows, counted] = await Promise.all([
      search.search({ ...filters, rankCategories, rankTsquery, rankTypedTsquery }, order, after, query.limit),
      after ? null : search.facets(filters),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const facetRows = counted?.rows ?? [];
    // Past the cap the option counts are a sample's, not the real ones: the options are shown without a number.
    const facet = (name: string) =>
      facetRows
        .filter((r) => r.facet === name)
        .map(({ value, count }) => ({ value, count: counted?.capped ? null : count }));
    // Past the cap (broad keywords) the facet statement also counted the total with every filter, up to the cap.
    const countCap = search.countCap;
    const totalCapped = counted?.totalUpTo != null && counted.totalUpTo > countCap;
    const total = !counted
      ? null
      : counted.totalUpTo != null
        ? Math.min(counted.totalUpTo, countCap)
        : facetRows
            .filter((r) => r.facet === 'status' && (statuses as string[]).includes(r.value))
            .reduce((sum, r) => sum + r.count, 0);
    // What each keyword was also searched as: its closest known word, or the two words it was read as.
    const readAs = (c: KeywordCheck) => c.readAs ?? (c.known ? null : c.closest);
    const corrections = [
      ...mended,
      ...checks.flatMap((c) => {
        const to = readAs(c);
        return to ? [{ from: c.term, to }] : [];
      }),
    ];
    const suggestion = checks.map((c) => readAs(c) ?? c.notSearchedClosest ?? c.term).join(' ');
    const inQuotes = new Set(quoted.flat());
    const stemOf = new Map(checks.flatMap((c) => (c.stems[0] ? [[c.term, c.stems[0]] as const] : [])));
    const listingTags =
      tsquery && !namesMended && !checks.some(mayBeCorrected)
        ? listingWordTags(filters.lookUpStems)
        : ANY_LISTING_CHANGE;
    const result: SearchResult = {
      items: page.map((row) => toProduct(row, viewer)),
      total,
      totalCapped,
      nextCursor: rows.length > query.limit && last ? encodeCursor(order, last.sortKey, last.id) : null,
      highlight: tsquery
        ? unique([
            // A phrase in quotes as one term, by its words' stems ("les pauls": "les paul"): its words are marked
            // only where they follow one another, as search found them.
            ...quoted.map((words) => words.map((word) => stemOf.get(word) ?? word).join(' ')),
            // A stop word ("the", "or") is not searched: it is not marked either. Nor is a word searched only in a
            // phrase ("p" of "p bass", "string" of "5 string"): alone it marked "Placid" and a seller "Vera Strings".
            ...checks.flatMap((c) => [
              ...(inQuotes.has(c.term) || searchedInPhrasesOnly(c)
                ? []
                : [...(c.stems.length > 0 || c.phrases?.length ? [c.term] : []), ...c.stems]),
              ...(c.known || !c.closest ? [] : [c.closest]),
              // A phrase's words as one term: marked only where they follow one another, as search found them.
              ...(c.phrases ?? []).flatMap(({ words, marked }) => (marked ? [words.join(' ')] : [])),
            ]),
          ])
        : [],
      corrections,
      typedFindsNothing: false,
      leftOut: [
        ...prices.leftOut,
        ...years.map(({ typed, fromYear, toYear }) => ({
          words: typed,
          reason: 'built-years' as const,
          fromYear,
          toYear,
        })),
        ...(condition
          ? [
              {
                words: condition.typed,
                reason: 'condition' as const,
                conditions: conditionFilterSet ? null : condition.conditions,
              },
            ]
          : []),
        ...excludedBrands.map(({ typed, brands }) => ({ words: typed, reason: 'not-brand' as const, brands })),
        ...excluded.map(({ typed }) => ({ words: typed, reason: 'excluded' as const })),
        ...leftOut,
      ],
      // A closest word was already searched beside the typed one: alone it would find nothing more. Two words read
      // as one phrase ("paulles": "paul les") can find more apart.
      didYouMean: total === 0 && checks.some((c) => c.readAs || c.notSearchedClosest) ? suggestion : null,
      facets: counted && {
        category: facet('category'),
        condition: facet('condition'),
        brand: facet('brand'),
        bodyType: facet('bodyType'),
        handedness: facet('handedness'),
        strings: facet('strings'),
        status: facet('status'),
      },
    };
    return { result, listingTags };
  }

  return {
    answer,

    async search(query: SearchQuery, viewer: SessionUser | null): Promise<SearchResult> {
      return (await answer(query, viewer)).result;
    },

    /** Under the header's box: categories whose name matches, then listing names (models) matching as a prefix. */
    async suggest(q: string): Promise<Suggestion[]> {
      // "used str" suggests the Stratocasters, as its search finds them. After "or", the side being typed is
      // suggested for: "strat or tel" suggests the Telecasters (decision 0092).
      const { rest, excludedBrands, excluded, makerLists, limits, condition, years } = readFilterWords(q);
      const { kept } = leaveOutMarketWords(searchWords(rest));
      const lastOr = kept.lastIndexOf(OR_WORD);
      const side = lastOr >= 0 && lastOr < kept.length - 1 ? kept.slice(lastOr + 1) : kept;
      // Names of two words or three read as one, as search reads them ("steel string": an acoustic).
      const words = unique(withShortNames(side)).slice(0, MAX_TERMS);
      if (words.join('').length < SEARCH_LIMITS.suggestFrom) return [];
      // A category page has no keywords, but it has the price and condition filters: "acoustic under $500" opens the
      // Acoustic Guitars under $500.
      const { minPrice, maxPrice } = applyPriceLimits(limits, {});
      const categoryFilters =
        minPrice === undefined && maxPrice === undefined && !condition
          ? undefined
          : {
              ...(minPrice !== undefined && { minPrice }),
              ...(maxPrice !== undefined && { maxPrice }),
              ...(condition && { condition: condition.conditions }),
            };
      const queryFor = suggestionQueries(q, side);
      // More than a category page shows: it is searched instead, "strat or acou" for the Strats or the acoustics.
      // Makers listed ("fender/gibson elec") are among the words, so no category is offered for them.
      const beyondCategory = lastOr >= 0 || excluded.length + excludedBrands.length + years.length > 0;
      const matchingCategories = (await categories.list())
        .filter((category) => {
          const nameWords = searchWords(category.name);
          // As a prefix while typing, or whole in the plural ("basses"), as search names a category; or by another
          // name ("nylon": "classical guitars").
          const named = (part: string) => nameWords.some((nameWord) => sameWord(nameWord, part));
          return words.every(
            (word) =>
              nameWords.some((nameWord) => nameWord.startsWith(word) || sameWord(nameWord, word)) ||
              otherNamesOf(word).some((name) => name.every(named)),
          );
        })
        .slice(0, 3)
        .map((c): Suggestion => {
          const query = beyondCategory ? queryFor(c.name) : c.name;
          const goesWith = query !== c.name ? { query } : categoryFilters && { filters: categoryFilters };
          return { kind: 'category', label: c.name, categoryId: c.id, ...goesWith };
        });
      // While typing, words are taken as typed (no typo correction: the next key press changes them anyway); a
      // stop word drops out of to_tsquery by itself. Weight A: the listing's name only.
      const limit = SEARCH_LIMITS.suggestions - matchingCategories.length;
      // Nor a name the search would leave out ("bass not squier", "bass -squier"). A stop word with a minus drops
      // out of to_tsquery beside the words typed.
      const leavingOut = [exclusionTsquery(excluded, () => true), brandExclusionTsquery(excludedBrands)].filter(
        Boolean,
      );
      // A word as a name starts with it, or as the words it stands for, as search reads it ("lp": "les paul").
      const inNames = (word: string) => {
        const names = otherNamesOf(word);
        return names.length === 0 ? `${word}:*A` : `(${[`${word}:*A`, ...names.map(inName)].join(' | ')})`;
      };
      // A model's full name, typed whole, as its words one after the other or its shorthand ("les paul": "Epiphone LP
      // Special"), as search reads it.
      const namesOf = (readWords: string[]) =>
        readWords.flatMap((word, i) => {
          if (i > 0 && shorthandsOf(readWords[i - 1]!, word)) return [];
          const shorthands = shorthandsOf(word, readWords[i + 1]);
          if (!shorthands) return [inNames(word)];
          return [`(${[[word, readWords[i + 1]!], ...shorthands].map(inName).join(' | ')})`];
        });
      const allOf = (readWords: string[]) => [...namesOf(readWords), ...leavingOut].join(' & ');
      // Makers listed ("fender/gibson str"): a name of any of them.
      const eachMaker = withEachMaker(words, makerLists);
      let names = await search.suggestNames(
        eachMaker.length > 1 ? eachMaker.map((reading) => `(${allOf(reading)})`).join(' | ') : allOf(words),
        limit,
      );
      // Nothing: a word may be the rest of the one before it, as search reads it (decision 0086), so "sting r"
      // goes on suggesting the StingRay; or two of its letters were typed the wrong way round ("fedner"); or the last
      // word is two typed as one ("lespa"). Tried as whole readings: a stop word inside an alternative of its own
      // ("fender (the | fenderthe)") would leave only the joined word once to_tsquery drops it. Capped: a long query
      // makes many readings, and each is a look-up.
      const readings =
        names.length === 0
          ? [...joinedReadings(words), ...swappedReadings(words), ...splitReadings(words)].slice(0, MAX_READINGS)
          : [];
      if (readings.length > 0)
        names = await search.suggestNames(readings.map((reading) => `(${allOf(reading)})`).join(' | '), limit);
      return [
        ...matchingCategories,
        ...names.map((label): Suggestion => {
          const query = queryFor(label);
          return query === label ? { kind: 'listing', label } : { kind: 'listing', label, query };
        }),
      ];
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
