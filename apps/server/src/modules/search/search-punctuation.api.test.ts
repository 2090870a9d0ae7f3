import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { namesFound, searchTestApp } from './test-helpers.ts';

/*
 * Model numbers and sizes are written with punctuation ("ES-335", "D-28", "3/4", "MIJ/CIJ"). A search cuts what a
 * person types into words at every sign (searchWords), so a listing's text must be cut the same way: PostgreSQL's
 * parser alone reads "ES-335" as "es" and the negative number "-335", and "3/4" as one word (decision 0081). A model
 * number is also found in its other usual spelling: "d28" finds a D-28, "j-45" a J45.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, description: string, location = 'Austin, TX') =>
    app.list({ productName, description, location });
  await add('Gibson ES-335 Dot', 'Cherry, 1959-1960 specs.');
  await add('Martin D-28', 'Scale 25 inches.');
  await add('Yamaha JR1 3/4 Size', 'A travel acoustic.');
  await add('Fender Jazz Bass MIJ/CIJ', "Made in Japan ('62 reissue).");
  await add('PRS SE Custom 24-08', 'Two humbuckers.', 'Winston-Salem, NC');
  await add('Gibson J45 Standard', 'Sunburst.');
  await add('Recording King HD-28V', 'Herringbone.');
  await add('Epiphone ES 339 Pro', 'Semi-hollow.');
  await add('Collings OM 2H', 'Adirondack top.');
  await add('Martin D 35', 'Three-piece back.');
  await add('Taylor 214ce Grand Auditorium', 'Sitka spruce top.');
  await add('Ramirez 2NE', 'Spanish cedar top.');
});
afterAll(() => t.close());

const names = (q: string) => namesFound(t, buyer, q);

describe('keywords written with punctuation', () => {
  it.each([
    ['es-335', 'Gibson ES-335 Dot'],
    ['ES 335', 'Gibson ES-335 Dot'],
    ['335', 'Gibson ES-335 Dot'],
    ['1960', 'Gibson ES-335 Dot'],
    ['d-28', 'Martin D-28'],
    ['martin 28', 'Martin D-28'],
    ['3/4', 'Yamaha JR1 3/4 Size'],
    ['cij', 'Fender Jazz Bass MIJ/CIJ'],
    ["'62", 'Fender Jazz Bass MIJ/CIJ'],
    ['24-08', 'PRS SE Custom 24-08'],
    ['winston-salem', 'PRS SE Custom 24-08'],
    ['salem', 'PRS SE Custom 24-08'],
    // A model number in the spelling the listing does not use.
    ['d28', 'Martin D-28'],
    ['hd28v', 'Recording King HD-28V'],
    ['hd-28', 'Recording King HD-28V'],
    ['j-45', 'Gibson J45 Standard'],
    ['j45', 'Gibson J45 Standard'],
    ['45', 'Gibson J45 Standard'],
    ['es335', 'Gibson ES-335 Dot'],
    // Joined, where the listing writes it with a space (decision 0083).
    ['es339', 'Epiphone ES 339 Pro'],
    ['om2h', 'Collings OM 2H'],
    ['om2', 'Collings OM 2H'],
    ['epiphone es339', 'Epiphone ES 339 Pro'],
    // "d" is no stop word in the english configuration (decision 0083 once said it was), so "d <-> 35" finds it.
    ['d35', 'Martin D 35'],
    ['martin d35', 'Martin D 35'],
    // A number and its letters typed apart, where the listing writes them joined: "ce" alone is no word of the
    // Taylor's, and was required.
    ['214 ce', 'Taylor 214ce Grand Auditorium'],
    ['taylor 214-ce', 'Taylor 214ce Grand Auditorium'],
    ['2 ne', 'Ramirez 2NE'],
  ])('finds "%s" in %s', async (q, name) => {
    expect(await names(q)).toEqual([name]);
  });

  it.each([
    // The number must follow the letters, and start as typed.
    'es2',
    'om3',
  ])('does not find "%s" in words found apart', async (q) => {
    expect(await names(q)).toEqual([]);
  });
});
