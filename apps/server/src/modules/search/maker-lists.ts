import { searchWords } from '@restrung/shared/highlight';
import { brandAt } from './excluded-brands.ts';

/*
 * "fender and gibson", "fender/gibson basses", "taylor, martin": makers listed mean any of them (decision 0092's
 * amendment). "and", "&", "/", "," and "+" are no words to the search: both makers were required, and no listing is
 * both. The list is one keyword whose alternatives are the makers, so the other keywords stay required: "fender/gibson
 * basses" is (fender | gibson) & basses. Between other words "and" still needs both ("fender and strat"); "vs" and a
 * slash mean either anywhere, as "or" does ("strat/tele").
 */

/** What may stand between two makers of a list. */
const BETWEEN = /\s*(?:[,/&+]\s*(?:and\s+)?|\s(?:and|or|vs\.?|versus)\s+)/iuy;
/** "vs" between any two words: "strat vs tele". */
const VERSUS = /(?<=[\p{L}\p{N}])\s+(?:vs\.?|versus)\s+(?=[\p{L}\p{N}])/giu;
/**
 * A slash between two words, as "vs": "strat/tele", "les paul/sg". Not beside a letter alone, which shorthand puts
 * there ("p/j bass", "w/ case", "n/a"), nor between numbers ("3/4 size").
 */
const SLASH = /(?<=\p{L}\p{L})\s*\/\s*(?=\p{L}\p{L})/gu;
/** Where a word starts. */
const WORD_START = /(?<![\p{L}\p{N}])\p{L}/gu;

/** Makers listed, each as the words of its name as the brand list spells it ("Music Man": "music", "man"). */
export type MakerList = string[][];

/**
 * The text with each list of makers replaced by the first maker's name, and the lists. The search reads that name as
 * one keyword whose alternatives are every maker of its list (`withPhrases`).
 */
export function readMakerLists(text: string): { rest: string; makerLists: MakerList[] } {
  const lists: { start: number; end: number; brands: string[] }[] = [];
  // Where the last run of makers read ended: a word inside it starts none of its own.
  let readTo = 0;
  for (const word of text.matchAll(WORD_START)) {
    if (word.index < readTo) continue;
    const first = brandAt(text, word.index);
    if (!first) continue;
    const brands = [first.brand];
    let end = first.end;
    for (;;) {
      BETWEEN.lastIndex = end;
      const next = BETWEEN.exec(text) && brandAt(text, BETWEEN.lastIndex);
      if (!next) break;
      if (!brands.includes(next.brand)) brands.push(next.brand);
      end = next.end;
    }
    readTo = end;
    if (brands.length > 1) lists.push({ start: word.index, end, brands });
  }
  let rest = text;
  for (const { start, end, brands } of [...lists].reverse())
    rest = `${rest.slice(0, start)}${brands[0]}${rest.slice(end)}`;
  return {
    rest: rest.replace(VERSUS, ' or ').replace(SLASH, ' or '),
    makerLists: lists.map(({ brands }) => brands.map(searchWords)),
  };
}

/**
 * The words once with each maker of the first list they hold in place of its first maker ("fender str" of
 * "fender/gibson str": "fender str", "gibson str"), as the header's suggestions read them; or the words alone.
 */
export function withEachMaker(words: readonly string[], makerLists: readonly MakerList[]): string[][] {
  for (const list of makerLists) {
    const first = list[0]!;
    const at = words.findIndex((_, i) => first.every((word, k) => words[i + k] === word));
    if (at >= 0) return list.map((maker) => [...words.slice(0, at), ...maker, ...words.slice(at + first.length)]);
  }
  return [[...words]];
}
