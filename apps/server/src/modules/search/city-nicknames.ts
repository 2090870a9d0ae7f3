/*
 * Cities by the names buyers type for them, which a listing's location spells out ("Philadelphia, PA"), where the
 * nickname is not the start of the name ("atl" finds Atlanta as typed). Each is also searched as the full name
 * (ABBREVIATIONS in keyword-query.ts), and still as typed. A nickname that is also a state's code ("la", "sd") finds
 * both: "la" the listings in Los Angeles and in Louisiana, as the buyer may mean either.
 */
export const CITY_NICKNAMES: Record<string, string[][]> = {
  // The city, not the state, whose every listing holds "newyork" (migration 0023).
  nyc: [['new', 'york']],
  la: [['los', 'angeles']],
  sf: [['san', 'francisco']],
  sd: [['san', 'diego']],
  philly: [['philadelphia']],
  // Metro areas by their names: each of their main cities. "bay area" and "twin cities" are read as one word
  // (REGION_NAMES in us-regions.ts).
  bayarea: [['san', 'francisco'], ['oakland'], ['san', 'jose'], ['berkeley'], ['palo', 'alto']],
  dfw: [['dallas'], ['fort', 'worth']],
  twincities: [['minneapolis'], ['st', 'paul'], ['saint', 'paul']],
  nola: [['new', 'orleans']],
};
