/**
 * The text without what `match` matched, its spaces made single: the rest of a query once a filter typed in it ("under
 * $500", "in good condition") is read out of it.
 */
export const withoutMatch = (text: string, match: RegExpExecArray): string =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();

/**
 * The first match of `regexes` (of the first of them that has one) that `read` takes, as typed, with the text without
 * it; or none, and the text as it was.
 */
export function readFirst<T extends object>(
  text: string,
  regexes: RegExp | readonly RegExp[],
  read: (match: RegExpExecArray) => T | null,
): { rest: string; read: (T & { typed: string }) | null } {
  for (const regex of [regexes].flat())
    for (const match of text.matchAll(regex)) {
      const taken = read(match);
      if (taken) return { rest: withoutMatch(text, match), read: { typed: match[0].trim(), ...taken } };
    }
  return { rest: text, read: null };
}
