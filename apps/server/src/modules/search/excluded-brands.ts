import { foldForSearch, searchWords } from '@restrung/shared/highlight';
import { BRANDS } from '@restrung/shared/guitar-details';
import { FULL_NAMES } from './keyword-query.ts';

/*
 * "strat not squier", "acoustic no yamaha", "les paul but not epiphone": a maker named after "not" leaves out that
 * maker's guitars (decision 0095). Before, "not" was a stop word and the maker was required: "bass not squier" found
 * only the Squier. Only the listing's name and brand are read, not its description, where sellers write "not a
 * Squier" of their Fender.
 */

/** Other ways buyers write a maker, beside its name as the list spells it and without its accents. */
const OTHER_SPELLINGS: Partial<Record<(typeof BRANDS)[number], string[]>> = {
  'B.C. Rich': ['bc rich', 'b c rich'],
  'G&L': ['g & l', 'g and l'],
  Höfner: ['hoefner'],
  'Music Man': ['musicman', 'ernie ball music man'],
  PRS: FULL_NAMES.filter((name) => name.short === 'prs').map((name) => name.words.join(' ')),
};

/** A spelling as a regular expression: its dots as dots, its spaces any run of spaces. */
const asPattern = (spelling: string) => spelling.replace(/\./g, '\\.').replace(/ /g, String.raw`\s+`);

/** Each spelling, longest first ("sterling by music man" before "music man"), with the brand it names. */
const SPELLINGS = BRANDS.flatMap((brand) =>
  [...new Set([brand.toLowerCase(), foldForSearch(brand), ...(OTHER_SPELLINGS[brand] ?? [])])].map((spelling) => ({
    spelling,
    brand,
  })),
).sort((a, b) => b.spelling.length - a.spelling.length);

const BRAND_OF = new Map(SPELLINGS.map(({ spelling, brand }) => [spelling, brand]));

/** A maker, after "a", "an" or "any" if they come, in the plural too ("squiers"), ending where a word does. */
const BRAND = String.raw`(?:(?:a|an|any)\s+)?(${SPELLINGS.map(({ spelling }) => asPattern(spelling)).join('|')})s?(?![\p{L}\p{N}&])`;
/** Between makers: "squier or epiphone", "squier, epiphone", "squier/epiphone", "squier nor epiphone". */
const BETWEEN = String.raw`(?:\s*[,/]\s*(?:(?:or|nor|and)\s+)?|\s+(?:or|nor|and)\s+)`;

/**
 * "not", "no", "non-", "neither", "except", "excluding", "without", "other than", "anything but", with "but" allowed
 * before them, then one maker or several ("not squier or epiphone": neither).
 */
const NOT_BRANDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:but\s+)?(?:not|no|non|neither|except|excluding|without|other\s+than|anything\s+but)(?:\s+|-)` +
    `${BRAND}(?:${BETWEEN}${BRAND})*`,
  'giu',
);
/** Each maker of such a match. */
const EACH_BRAND = new RegExp(String.raw`(?<![\p{L}\p{N}])${BRAND}`, 'giu');

/** At most this many makers: each is one more condition on every listing the search reads. */
const MAX_EXCLUDED_BRANDS = 5;

export interface ExcludedBrands {
  /** As typed ("not Squier or Epiphone"), so the page can offer the search without them. */
  typed: string;
  /** As the brand list spells them ("Squier", "PRS"). */
  brands: string[];
}

/** The text without the makers named after "not", and those makers, each once. */
export function readExcludedBrands(text: string): { rest: string; excludedBrands: ExcludedBrands[] } {
  const excludedBrands: ExcludedBrands[] = [];
  const seen = new Set<string>();
  const rest = text.replace(NOT_BRANDS, (typed: string) => {
    const brands: string[] = [];
    for (const [, spelling] of typed.matchAll(EACH_BRAND)) {
      const brand = BRAND_OF.get(spelling!.toLowerCase().replace(/\s+/g, ' '));
      if (brand && !seen.has(brand) && seen.size < MAX_EXCLUDED_BRANDS) {
        seen.add(brand);
        brands.push(brand);
      }
    }
    if (brands.length > 0) excludedBrands.push({ typed, brands });
    return ' ';
  });
  return excludedBrands.length > 0
    ? { rest: rest.replace(/\s+/g, ' ').trim(), excludedBrands }
    : { rest: text, excludedBrands };
}

/** A phrase of words in the name and brand (weight A) only: "squier:A", "b:A <-> c:A <-> rich:A". */
const inName = (words: readonly string[]) => words.map((word) => `${word}:A`).join(' <-> ');

/**
 * The to_tsquery text that leaves out these makers' guitars: those whose name or brand has the maker's words, whole
 * (not as a prefix: "not martin" keeps a "Martinez"). PRS also by its full name.
 */
export function brandExclusionTsquery(excludedBrands: readonly ExcludedBrands[]): string | null {
  const parts = excludedBrands
    .flatMap(({ brands }) => brands)
    .map((brand) => {
      const names = [
        searchWords(brand),
        ...FULL_NAMES.filter((name) => name.short === brand.toLowerCase()).map((n) => n.words),
      ];
      return `!(${names.map((words) => (names.length > 1 ? `(${inName(words)})` : inName(words))).join(' | ')})`;
    });
  return parts.length > 0 ? parts.join(' & ') : null;
}
