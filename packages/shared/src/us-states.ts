/**
 * The 50 US states' codes, in lower case, as sellers end a location with them ("Austin, TX"; migration 0023 names
 * each state from its code). Typed as a keyword, a code is searched and marked as the whole word only (decision
 * 0090's amendment): as a prefix, "ca" found every "case" and "pa" every Les "Paul". DC is left out, as there.
 */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy'.split(
    ' ',
  ),
);
