import { SEARCH_QUERY_MAX_LENGTH } from '@restrung/shared/constants';
import { foldForSearch } from '@restrung/shared/highlight';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * What choosing a listing's name under the box searches: the name in place of the typed words it was suggested for,
 * and the rest as typed. "fender str under $500" chose "Fender Player Stratocaster" and searched the name alone: the
 * price limit was lost without a word. Now it searches "Fender Player Stratocaster under $500"; "strat or tel"
 * searches "strat or Fender Telecaster". `words`: the words suggested for, in the order typed, as the box reads
 * them (lower case, without accents); each is taken from the end, so "fender strat or fender tel" keeps its first
 * "fender". The name alone when nothing typed is left, or when the whole would be longer than a search takes.
 * Read once for the typed text; the answer then makes each name's query.
 */
export function suggestionQueries(typed: string, words: readonly string[]): (name: string) => string {
  const tokens = [...typed.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: foldForSearch(match[0]),
  }));
  const replaced = new Set<number>();
  for (const word of [...words].reverse()) {
    const at = tokens.findLastIndex((token, i) => token.word === word && !replaced.has(i));
    if (at >= 0) replaced.add(at);
  }
  if (replaced.size === 0) return (name) => name;
  // The text before the first word replaced, and after it without the other words replaced.
  const first = Math.min(...replaced);
  const before = typed.slice(0, tokens[first]!.start);
  let after = '';
  let from = tokens[first]!.end;
  tokens.forEach((token, i) => {
    if (i <= first || !replaced.has(i)) return;
    after += typed.slice(from, token.start);
    from = token.end;
  });
  after += typed.slice(from);
  return (name) => {
    const query = `${before}${name}${after}`.replace(/\s+/gu, ' ').trim();
    return query.length > SEARCH_QUERY_MAX_LENGTH ? name : query;
  };
}
