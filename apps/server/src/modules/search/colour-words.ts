/**
 * A colour by the shades guitar finishes are named by (decision 0098): a buyer's "red sg" is a seller's "Cherry" SG,
 * "blue bass" a "Navy Metallic" one. Only names that mean that colour on a guitar and little else a listing says:
 * no woods ("mahogany" backs, "ebony" boards, "walnut"), no "mint" (a condition), no "cream" (binding and pickup
 * rings), no "jet" (a Gretsch), and no first names a seller may have ("Ruby", "Olive", "Violet", "Jade", "Scarlett"),
 * as the document holds sellers' names too. Colours whose finishes name the colour itself ("Olympic White", "Black")
 * need none. A shade typed finds only itself.
 */
const SHADES: Record<string, string[]> = {
  red: ['cherry', 'wine', 'burgundy', 'crimson', 'maroon', 'oxblood'],
  blue: ['navy', 'cobalt', 'sapphire', 'turquoise', 'teal'],
  green: ['seafoam', 'emerald', 'teal'],
  brown: ['tobacco', 'chocolate', 'espresso'],
  purple: ['plum', 'lavender', 'amethyst'],
  orange: ['tangerine'],
  // Gibson's bursts: "Iced Tea Burst", "Honeyburst".
  sunburst: ['burst', 'honeyburst', 'cherryburst', 'teaburst', 'lemonburst', 'tobaccoburst'],
  // "burst" alone is short for a sunburst, not a shade of it: a buyer's "tobacco burst" is a "Tobacco Sunburst".
  burst: ['sunburst'],
  // Both spellings, as listings write either.
  grey: ['gray', 'charcoal', 'pewter', 'gunmetal'],
  gray: ['grey', 'charcoal', 'pewter', 'gunmetal'],
};

/** Each colour's shades, as the other names of a word are written: each as its words. */
export const COLOUR_SHADES: Record<string, string[][]> = Object.fromEntries(
  Object.entries(SHADES).map(([colour, shades]) => [colour, shades.map((shade) => [shade])]),
);

/** Colours finishes are named by themselves ("Olympic White", "Natural"), which need no shades. */
const SELF_NAMED = ['white', 'black', 'natural', 'silver', 'gold', 'pink', 'yellow', 'blonde', 'ivory', 'butterscotch'];
const COLOUR_WORDS = new Set([...Object.keys(SHADES), ...Object.values(SHADES).flat(), ...SELF_NAMED]);

/** Whether a word typed names a finish's colour: a colour, one of its shades, or a colour finishes call themselves. */
export const isColourWord = (word: string | undefined) => word !== undefined && COLOUR_WORDS.has(word);
