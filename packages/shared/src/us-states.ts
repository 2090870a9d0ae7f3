/**
 * The 50 US states by their codes, in lower case, as sellers end a location with them ("Austin, TX"; migration 0023
 * names each state from its code). Typed as a keyword, a code is searched and marked as the whole word only, and
 * also as the state's name, which a seller may write out ("Dallas, Texas"; decision 0090's amendments): as a prefix,
 * "ca" found every "case" and "pa" every Les "Paul". DC is left out, as there.
 */
export const US_STATES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    al: 'Alabama',
    ak: 'Alaska',
    az: 'Arizona',
    ar: 'Arkansas',
    ca: 'California',
    co: 'Colorado',
    ct: 'Connecticut',
    de: 'Delaware',
    fl: 'Florida',
    ga: 'Georgia',
    hi: 'Hawaii',
    id: 'Idaho',
    il: 'Illinois',
    in: 'Indiana',
    ia: 'Iowa',
    ks: 'Kansas',
    ky: 'Kentucky',
    la: 'Louisiana',
    me: 'Maine',
    md: 'Maryland',
    ma: 'Massachusetts',
    mi: 'Michigan',
    mn: 'Minnesota',
    ms: 'Mississippi',
    mo: 'Missouri',
    mt: 'Montana',
    ne: 'Nebraska',
    nv: 'Nevada',
    nh: 'New Hampshire',
    nj: 'New Jersey',
    nm: 'New Mexico',
    ny: 'New York',
    nc: 'North Carolina',
    nd: 'North Dakota',
    oh: 'Ohio',
    ok: 'Oklahoma',
    or: 'Oregon',
    pa: 'Pennsylvania',
    ri: 'Rhode Island',
    sc: 'South Carolina',
    sd: 'South Dakota',
    tn: 'Tennessee',
    tx: 'Texas',
    ut: 'Utah',
    vt: 'Vermont',
    va: 'Virginia',
    wa: 'Washington',
    wv: 'West Virginia',
    wi: 'Wisconsin',
    wy: 'Wyoming',
  }),
);

/** Each state's code by its name as search holds it: one word, lower case ("texas", "newyork"; migration 0023). */
const CODES_BY_NAME: ReadonlyMap<string, string> = new Map(
  [...US_STATES].map(([code, name]) => [name.toLowerCase().replaceAll(' ', ''), code]),
);

/**
 * The codes of the states among searched words ("texas": "tx"): search finds "Austin, TX" by the state's name, and a
 * location marked with them shows why. Only for a location: marked in other text, "or" (Oregon) would be every "or".
 */
export const stateCodesNamed = (terms: readonly string[]): string[] =>
  terms.flatMap((term) => {
    const code = CODES_BY_NAME.get(term.toLowerCase());
    return code ? [code] : [];
  });
