import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * Decision 0084's amendment: a left-handed guitar and a coil split, each by every name listings and buyers give it.
 * A left-handed guitar's document says "left-handed lefty" when its seller chose the handedness; many sellers only
 * write "LH" or "lefty" in the title.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Player Stratocaster LH', description: 'Plays great.' });
  await app.list({ productName: 'Lefty Gibson SG Special', description: 'Cherry finish.' });
  await app.list({ productName: 'Epiphone Les Paul', handedness: 'left', description: 'Gold top.' });
  await app.list({ productName: 'Squier Telecaster', description: 'A left-handed model, barely played.' });
  // Right-handed guitars whose words are a left-handed one's elsewhere.
  await app.list({
    productName: 'Ibanez RG550',
    handedness: 'right',
    description: 'Hand signed, a ding on the left horn.',
  });
  await app.list({ productName: 'Yamaha Pacifica', description: 'Handed down from my dad, left in its case.' });
  await app.list({ productName: 'PRS SE Custom 24', description: 'Coil split on the tone knob.' });
  await app.list({ productName: 'Fender Jazzmaster', description: 'Push-pull coil tap, split shaft pots.' });
  // A coil and a tap or split that are not a coil split.
  await app.list({ productName: 'Gretsch Streamliner', description: 'Coil pickups; a split in the tap plate.' });
});
afterAll(() => t.close());

const names = async (q: string) => (await namesFound(t, buyer, q, '&sort=newest')).sort();

const LEFT_HANDED = [
  'Epiphone Les Paul',
  'Fender Player Stratocaster LH',
  'Lefty Gibson SG Special',
  'Squier Telecaster',
];

describe('a left-handed guitar', () => {
  it.each(['lefty', 'lh', 'left handed', 'left-handed', 'left hand', 'lefthanded', 'southpaw', 'lefties'])(
    '"%s" finds every left-handed guitar, by any of its names, and no right-handed one',
    async (q) => {
      expect(await names(q)).toEqual(LEFT_HANDED);
    },
  );

  it('narrows to a model beside it', async () => {
    expect(await names('lefty strat')).toEqual(['Fender Player Stratocaster LH']);
    expect(await names('left handed les paul')).toEqual(['Epiphone Les Paul']);
  });

  it('marks each name as a whole, corrects none, and reads "left" and "handed" together only', async () => {
    const result = await keywordSearch(t, buyer, 'left handed');
    expect(result.highlight).toEqual(['left handed', 'lefty', 'lh']);
    expect(result.corrections).toEqual([]);
    // Apart, the words are searched as typed: "left" and "hand" anywhere, which right-handed guitars say too.
    expect(await names('hand left')).toEqual(expect.arrayContaining(['Ibanez RG550', 'Yamaha Pacifica']));
  });
});

describe('a right-handed guitar', () => {
  it.each(['righty', 'right handed'])('"%s" finds the guitars whose seller chose right-handed', async (q) => {
    expect(await names(q)).toEqual(['Ibanez RG550']);
  });
});

describe('a coil split', () => {
  it.each(['coil split', 'coil tap', 'coil-tap', 'coil splits'])(
    '"%s" finds a coil split or tap, not a coil and a split apart',
    async (q) => {
      expect(await names(q)).toEqual(['Fender Jazzmaster', 'PRS SE Custom 24']);
    },
  );

  it('marks both names', async () => {
    expect((await keywordSearch(t, buyer, 'coil tap')).highlight).toEqual(['coil tap', 'coil split']);
  });
});
