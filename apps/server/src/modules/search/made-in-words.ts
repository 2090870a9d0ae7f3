/*
 * Where a guitar was made, as buyers ask for it and sellers write it: "made in Mexico", "Mexican-made", "MIM"
 * (decision 0084's amendments). A listing that says one was not found by the others: "made in spain" found nothing
 * on the demo data, whose Spanish guitars are "Spanish-made" and "from Madrid".
 */

/**
 * Countries guitars are made in, each with the word for what is made there; either is also searched as the other.
 * Not "usa" and "american" (decision 0084): a location may end with ", USA", and "american" names Fender's models.
 * "mexico" does not find every listing in New Mexico: a state's name of two words is one word in the document
 * ("newmexico", decision 0090).
 */
const MADE_IN = [
  ['mexico', 'mexican'],
  ['japan', 'japanese'],
  ['korea', 'korean'],
  ['indonesia', 'indonesian'],
  ['china', 'chinese'],
  ['vietnam', 'vietnamese'],
  ['canada', 'canadian'],
  ['spain', 'spanish'],
] as const;

/** Buyers' shorthand: made, or crafted, in Mexico, Japan, Korea. */
const SHORTHAND = { mim: 'mexico', mij: 'japan', cij: 'japan', mik: 'korea' } as const;

/** The other names of each country, of each word for what is made there, and of each shorthand. */
export const MADE_IN_NAMES: Record<string, string[][]> = Object.fromEntries([
  ...MADE_IN.flatMap(([country, made]) => [
    [country, [[made]]],
    [made, [[country]]],
  ]),
  ...Object.entries(SHORTHAND).map(([short, country]) => [
    short,
    [[country], ...MADE_IN.filter(([name]) => name === country).map(([, made]) => [made])],
  ]),
]);

const COUNTRY_WORDS = new Set<string>(MADE_IN.flat());
const MADE = /^(?:made|built|crafted|manufactured)$/;

/**
 * Whether the word at `i` is "made" said of a country ("made in japan", "mexican made"): the country's words find
 * those listings, and "made" would leave out those that do not say it ("Mexican Player Stratocaster").
 */
export function madeInCountryAt(words: readonly string[], i: number): boolean {
  if (!MADE.test(words[i]!)) return false;
  const country = words[i + 1] === 'in' ? words[words[i + 2] === 'the' ? i + 3 : i + 2] : words[i - 1];
  return COUNTRY_WORDS.has(country ?? '');
}
