import { brandAt } from './excluded-brands.ts';

/*
 * "fender and gibson", "fender/gibson", "taylor, martin": makers listed mean either of them, as "or" does (decision
 * 0092's amendment). "and", "&", "/", "," and "+" are no words to the search: both makers were required, and no
 * listing is both. Between other words "and" still needs both ("fender and strat"); "vs" means either anywhere.
 */

/** What may stand between two makers of a list. */
const BETWEEN = /\s*(?:[,/&+]\s*(?:and\s+)?|\s(?:and|vs\.?|versus)\s+)/iuy;
/** "vs" between any two words: "strat vs tele". */
const VERSUS = /(?<=[\p{L}\p{N}])\s+(?:vs\.?|versus)\s+(?=[\p{L}\p{N}])/giu;
/** Where a word starts. */
const WORD_START = /(?<![\p{L}\p{N}])\p{L}/gu;

/** The text with "or" between makers listed ("fender or gibson"), and for "vs" between any two words. */
export function readMakerLists(text: string): string {
  const spans: [number, number][] = [];
  for (const word of text.matchAll(WORD_START)) {
    if (spans.length > 0 && word.index < spans.at(-1)![1]) continue;
    const first = brandAt(text, word.index);
    if (!first) continue;
    BETWEEN.lastIndex = first.end;
    const between = BETWEEN.exec(text);
    if (between && brandAt(text, BETWEEN.lastIndex)) spans.push([first.end, BETWEEN.lastIndex]);
  }
  let read = text;
  for (const [start, end] of spans.reverse()) read = `${read.slice(0, start)} or ${read.slice(end)}`;
  return read.replace(VERSUS, ' or ');
}
