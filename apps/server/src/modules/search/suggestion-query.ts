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
 */
export function suggestionQuery(typed: string, words: readonly string[], name: string): string {
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
  if (replaced.size === 0) return name;
  const first = Math.min(...replaced);
  let query = '';
  let from = 0;
  tokens.forEach((token, i) => {
    if (!replaced.has(i)) return;
    query += typed.slice(from, token.start) + (i === first ? name : '');
    from = token.end;
  });
  query = (query + typed.slice(from)).replace(/\s+/gu, ' ').trim();
  return query === name || query.length > SEARCH_QUERY_MAX_LENGTH ? name : query;
}
