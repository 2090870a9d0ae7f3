import { searchWords } from '@restrung/shared/highlight';
import { US_STATES } from '@restrung/shared/us-states';

/*
 * Parts of the US by the names buyers type for them ("west coast", "pnw", "midwest"). No listing says them: a
 * location names a city and a state's code ("Portland, OR"), whose document holds the state's name (migration 0023).
 * Each is searched as the names of its states, and still as typed.
 */

/** Each region's states, by their codes. Where usage differs, the common reading; "the south" is left out. */
const REGION_STATES: Record<string, string> = {
  westcoast: 'ca or wa',
  eastcoast: 'me nh ma ri ct ny nj pa de md va nc sc ga fl',
  pnw: 'wa or id',
  pacificnorthwest: 'wa or id',
  newengland: 'me nh vt ma ri ct',
  northeast: 'me nh vt ma ri ct ny nj pa',
  midwest: 'il in ia ks mi mn mo ne nd oh sd wi',
  southwest: 'az nm tx ok nv',
  // Parts of California: its name finds its listings, whose cities a buyer can tell apart.
  socal: 'ca',
  southerncalifornia: 'ca',
  norcal: 'ca',
  northerncalifornia: 'ca',
};

/**
 * Regions named in two words, read as the one word REGION_STATES names them by: the two joined, so that the page can
 * tell the two words were searched as one (decision 0086).
 */
export const REGION_NAMES = [
  'west coast',
  'east coast',
  'pacific northwest',
  'new england',
  'mid west',
  'southern california',
  'northern california',
  // Metro areas, whose cities CITY_NICKNAMES names.
  'bay area',
  'twin cities',
].map((name) => ({ words: name.split(' '), short: name.replace(' ', '') }));

/**
 * Each region with the names of its states, as their documents hold them: one word each, a name of two joined
 * ("newyork", decision 0090), so that "new" alone does not find every listing in New York.
 */
export const REGIONS: Record<string, string[][]> = Object.fromEntries(
  Object.entries(REGION_STATES).map(([region, codes]) => [
    region,
    codes.split(' ').map((code) => [searchWords(US_STATES.get(code)!).join('')]),
  ]),
);
