import { foldForSearch, searchWords } from '@restrung/shared/highlight';
import { BRANDS } from '@restrung/shared/guitar-details';
import { FULL_NAMES } from './keyword-query.ts';
import { oneSlipApart } from './one-slip.ts';

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
  'Music Man': ['musicman', 'ernie ball music man', 'ernie ball', 'ebmm'],
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

/** "not", "no", "non-", "neither", "except", "excluding", "without", "other than", "anything but"; "but" may come first. */
const NEGATION =
  /(?<![\p{L}\p{N}])(?:but\s+)?(?:not|no|non|neither|except|excluding|without|other\s+than|anything\s+but)(?:\s+|-)/giu;
/** "a", "an" or "any" before a maker. */
const ARTICLE = /(?:(?:a|an|any)\s+)?/iuy;
/** A maker as spelt, in the plural too ("squiers"), ending where a word does. */
const SPELLING = new RegExp(
  String.raw`(${SPELLINGS.map(({ spelling }) => asPattern(spelling)).join('|')})s?(?![\p{L}\p{N}&])`,
  'iuy',
);
/** A word that may be a maker misspelt ("squire", "epiphon", "ibanes"). */
const WORD = /(\p{L}{5,})(?![\p{L}\p{N}&])/uy;
/** Between makers: "squier or epiphone", "squier, epiphone", "squier/epiphone", "squier nor epiphone". */
const BETWEEN = /(?:\s*[,/]\s*(?:(?:or|nor|and)\s+)?|\s+(?:or|nor|and)\s+)/iuy;

/** Makers of one word of six letters or more: one slip of the fingers from a shorter one is too often a word. */
const ONE_WORD = SPELLINGS.filter(({ spelling }) => /^\p{L}{6,}$/u.test(spelling));
/**
 * English words one slip from such a maker (found by checking a dictionary, /usr/share/dict/words), and "bender" (a
 * B-bender): "no render", "not tailor" name no maker.
 */
const NOT_MISSPELT = new Set([
  'bender',
  'callings',
  'cowlings',
  'feeder',
  'fencer',
  'fended',
  'finder',
  'fonder',
  'framer',
  'gender',
  'gibbon',
  'hermitage',
  'lender',
  'margin',
  'marlin',
  'marten',
  'martian',
  'martini',
  'mender',
  'musician',
  'oration',
  'render',
  'revered',
  'reverent',
  'sender',
  'tailor',
  'tender',
  'vender',
]);

/**
 * The maker a word one slip of the fingers from its name means ("squire": Squier, the commonest; "fendr", "gibsen"):
 * a letter more, less or changed, or two swapped.
 */
function misspeltBrand(word: string): string | undefined {
  const folded = foldForSearch(word);
  for (const typed of folded.endsWith('s') ? [folded, folded.slice(0, -1)] : [folded]) {
    if (NOT_MISSPELT.has(typed)) return undefined;
    const near = ONE_WORD.filter(({ spelling }) => oneSlipApart(typed, spelling));
    if (near.length > 0 && near.every(({ brand }) => brand === near[0]!.brand)) return near[0]!.brand;
  }
  return undefined;
}

/** The maker at `at` (after an article if one comes), and where it ends. */
export function brandAt(text: string, at: number): { brand: string; end: number } | undefined {
  ARTICLE.lastIndex = at;
  ARTICLE.exec(text);
  for (const from of new Set([ARTICLE.lastIndex, at])) {
    SPELLING.lastIndex = from;
    const spelt = SPELLING.exec(text);
    const brand = spelt && BRAND_OF.get(spelt[1]!.toLowerCase().replace(/\s+/g, ' '));
    if (brand) return { brand, end: SPELLING.lastIndex };
    WORD.lastIndex = from;
    const word = WORD.exec(text);
    const misspelt = word && misspeltBrand(word[1]!);
    if (misspelt) return { brand: misspelt, end: WORD.lastIndex };
  }
  return undefined;
}

/** At most this many makers: each is one more condition on every listing the search reads. */
const MAX_EXCLUDED_BRANDS = 5;

export interface ExcludedBrands {
  /** As typed ("not Squier or Epiphone"), so the page can offer the search without them. */
  typed: string;
  /** As the brand list spells them ("Squier", "PRS"). */
  brands: string[];
}

/**
 * The text without the makers named after "not", and those makers, each once: one maker or several ("not squier or
 * epiphone": neither), each as spelt or one slip from it.
 */
export function readExcludedBrands(text: string): { rest: string; excludedBrands: ExcludedBrands[] } {
  const excludedBrands: ExcludedBrands[] = [];
  const seen = new Set<string>();
  const spans: [number, number][] = [];
  for (const negation of text.matchAll(NEGATION)) {
    const start = negation.index;
    if (spans.length > 0 && start < spans.at(-1)![1]) continue;
    let found = brandAt(text, start + negation[0].length);
    const brands: string[] = [];
    let end = start;
    while (found) {
      end = found.end;
      if (!seen.has(found.brand) && seen.size < MAX_EXCLUDED_BRANDS) {
        seen.add(found.brand);
        brands.push(found.brand);
      }
      BETWEEN.lastIndex = end;
      found = BETWEEN.exec(text) ? brandAt(text, BETWEEN.lastIndex) : undefined;
    }
    if (end === start) continue;
    spans.push([start, end]);
    if (brands.length > 0) excludedBrands.push({ typed: text.slice(start, end), brands });
  }
  if (spans.length === 0) return { rest: text, excludedBrands };
  const rest = spans.reduceRight((kept, [start, end]) => `${kept.slice(0, start)} ${kept.slice(end)}`, text);
  return { rest: rest.replace(/\s+/g, ' ').trim(), excludedBrands };
}

/** A phrase of words in the name and brand (weight A) only: "squier:A", "b:A <-> c:A <-> rich:A". */
export const inName = (words: readonly string[]) => words.map((word) => `${word}:A`).join(' <-> ');

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
