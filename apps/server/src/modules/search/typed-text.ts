/**
 * The text without what `match` matched, its spaces made single: the rest of a query once a filter typed in it ("under
 * $500", "in good condition") is read out of it.
 */
export const withoutMatch = (text: string, match: RegExpExecArray): string =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
