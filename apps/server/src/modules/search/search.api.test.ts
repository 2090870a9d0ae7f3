import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { SEARCH_MESSAGES, searchResultSchema, type SearchResult } from '@restrung/shared/search';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct, setProduct, type ProductRow } from '../../test/fixtures.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { searchRepository } from './repository.ts';

/* GET /api/search on one shared database: relevance, typo tolerance, filters and their counts, sorts, visibility. */

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
const rows: Record<string, ProductRow> = {};
const minutesAgo = (n: number) => new Date(Date.UTC(2026, 10, 1) - n * 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Jimi Hendrix' });
  const unverified = await createAccount(t, { role: 'seller', name: 'Hidden Seller' });
  const db = t.database.db;
  const add = async (key: string, values: Parameters<typeof insertProduct>[2], by: TestAccount = seller) => {
    rows[key] = await insertProduct(db, by, values);
  };
  await add('lesPaul', {
    productName: 'Gibson Les Paul Studio',
    description: 'Wine red, a great rock guitar.',
    categoryId: CATEGORY_IDS.electric,
    condition: 'excellent',
    askingPriceCents: 120_000,
    marketPriceCents: 150_000,
    usedYears: '2018',
    location: 'Nashville, TN',
    brand: 'Gibson',
    bodyType: 'solid',
    handedness: 'left',
    strings: 6,
    finish: 'Heritage Cherry',
    postedAt: minutesAgo(5),
  });
  await add('mention', {
    productName: 'Epiphone SG',
    description: 'Plays like a Les Paul, lighter.',
    categoryId: CATEGORY_IDS.electric,
    condition: 'good',
    askingPriceCents: 30_000,
    marketPriceCents: 35_000,
    usedYears: '2012',
    location: 'Austin, TX',
    brand: 'Epiphone',
    model: 'Wilshire',
    strings: 6,
    postedAt: minutesAgo(4),
  });
  await add('strat', {
    productName: 'Fender Stratocaster',
    description: 'Sunburst, maple neck.',
    categoryId: CATEGORY_IDS.electric,
    condition: 'fair',
    askingPriceCents: 80_000,
    marketPriceCents: 140_000,
    usedYears: '2015',
    location: 'Café du Rock, Montréal',
    postedAt: minutesAgo(3),
  });
  await add('acoustic', {
    productName: 'Martin D-28 Dreadnought',
    description: 'Warm acoustic tone.',
    categoryId: CATEGORY_IDS.acoustic,
    condition: 'good',
    askingPriceCents: 250_000,
    marketPriceCents: 260_000,
    usedYears: '2020',
    location: 'Austin, TX',
    brand: 'Martin',
    bodyType: 'dreadnought',
    handedness: 'right',
    strings: 12,
    postedAt: minutesAgo(2),
  });
  await add('booked', {
    productName: 'Fender Telecaster',
    categoryId: CATEGORY_IDS.electric,
    condition: 'good',
    askingPriceCents: 90_000,
    status: 'Booked',
    postedAt: minutesAgo(1),
  });
  await add('paid', { productName: 'Fender Jazzmaster', status: 'Paid' });
  await add('hidden', { productName: 'Fender Mustang' }, unverified);
});
afterAll(() => t.close());

const get = (query: string, account: TestAccount | null = buyer) =>
  t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: account?.headers });

async function search(query: string): Promise<SearchResult> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}
const names = (result: SearchResult) => result.items.map((p) => p.productName);
type Facets = NonNullable<SearchResult['facets']>;
const count = (result: SearchResult, facet: keyof Facets, value: string) =>
  result.facets![facet].find((f) => f.value === value)?.count ?? 0;

describe('keywords', () => {
  it('ranks a listing named for the words above one that only mentions them', async () => {
    const result = await search('q=les+paul');
    expect(names(result)).toEqual(['Gibson Les Paul Studio', 'Epiphone SG']);
    expect(result.highlight).toEqual(['les paul', 'lp']);
  });

  it('matches a prefix while typing, ignores case and accents, and matches the seller and the location', async () => {
    expect(names(await search('q=strat'))).toEqual(['Fender Stratocaster']);
    expect(names(await search('q=cafe+MONTREAL'))).toEqual(['Fender Stratocaster']);
    expect((await search('q=hendrix')).total).toBe(4);
  });

  it('finds Stratocasters for "Stratocster" and says which word it searched for', async () => {
    const result = await search('q=Stratocster');
    expect(names(result)).toEqual(['Fender Stratocaster']);
    expect(result.corrections).toEqual([{ from: 'stratocster', to: 'stratocaster' }]);
    expect(result.highlight).toContain('stratocaster');
  });

  // "fedner" shares 3 of its 11 trigrams with "fender" (similarity 0.27, under pg_trgm's 0.3): swapping each pair of
  // neighbouring letters and looking the result up finds it.
  it.each([
    ['fedner', 'fedner', 'fender', ['Fender Stratocaster']],
    ['gibosn', 'gibosn', 'gibson', ['Gibson Les Paul Studio']],
    ['lse paul', 'lse', 'les', ['Epiphone SG', 'Gibson Les Paul Studio']],
    // The swap starts a known word, as a keyword does: the correction names that word, not its start.
    ['fender strta', 'strta', 'stratocaster', ['Fender Stratocaster']],
    ['martni', 'martni', 'martin', ['Martin D-28 Dreadnought']],
    ['dreadnuoght', 'dreadnuoght', 'dreadnought', ['Martin D-28 Dreadnought']],
    ['dreadnuo', 'dreadnuo', 'dreadnought', ['Martin D-28 Dreadnought']],
  ])(
    'corrects two letters typed the wrong way round, which trigrams miss in a short word: "%s"',
    async (typed, from, to, found) => {
      const result = await search(`q=${encodeURIComponent(typed)}`);
      expect([...names(result)].sort()).toEqual(found);
      expect(result.corrections).toEqual([{ from, to }]);
    },
  );

  it('never corrects a stop word: "under" is not a misspelt "fender"', async () => {
    // "under" shares a third of its trigrams with "fender", the similarity a correction needs. The check does not
    // look for a closest word (a scan of the vocabulary's trigram index) nor a split, which would not be used.
    const [under] = await searchRepository(t.database.db).checkTerms(['under']);
    expect([under?.stems, under?.closest, under?.split]).toEqual([[], null, undefined]);
    const result = await search(`q=${encodeURIComponent('les paul under')}`);
    const without = await search(`q=${encodeURIComponent('les paul')}`);
    expect(names(without)).not.toContain('Fender Stratocaster');
    expect([names(result), result.corrections, result.highlight]).toEqual([names(without), [], ['les paul', 'lp']]);
  });

  it('looks for the closest known word only for a term no known word starts with', async () => {
    // The look-up by trigram similarity costs a scan of the vocabulary's trigram index, about a millisecond a term on
    // a vocabulary of 80,000 words; a known term is searched as typed and needs none.
    const checks = await searchRepository(t.database.db).checkTerms(['strat', 'gibson', 'stratocster', 'zzzz', 'ab']);
    expect(checks.map(({ term, known, closest }) => ({ term, known, closest }))).toEqual([
      { term: 'strat', known: true, closest: null },
      { term: 'gibson', known: true, closest: null },
      { term: 'stratocster', known: false, closest: 'stratocaster' },
      // After the last word of the vocabulary: nothing starts with it, and nothing is close.
      { term: 'zzzz', known: false, closest: null },
      // Too short to be told from a typo.
      { term: 'ab', known: true, closest: null },
    ]);
  });

  it('checks a number without the vocabulary, answering as the look-up would', async () => {
    const db = t.database.db;
    // Why it can (decision 0081): the vocabulary keeps words of letters only, though listings hold numbers ("D-28")...
    expect(await rowsOf(db, sql`select word from search_words where word !~ '^[a-z]+$'`)).toEqual([]);
    const numbers = ['28', '2', '0', '007', '2018', '99999999999999999999'];
    // ...so no known word starts with a number or is like one, and a number's stem is the number.
    const looked = await rowsOf(
      db,
      sql`select t as term, array_to_string(tsvector_to_array(to_tsvector('english', t)), ' ') as stems,
            exists (select 1 from search_words w where starts_with(w.word, t) or w.word % t) as near
          from unnest(string_to_array(${numbers.join(',')}, ',')) as t`,
    );
    expect(looked).toEqual(numbers.map((term) => ({ term, stems: term, near: false })));

    const checks = await searchRepository(db).checkTerms(['28', 'martn', '2018', 'dreadnought', '7']);
    expect(checks).toEqual([
      { term: '28', known: true, closest: null, stems: ['28'], closestStems: [] },
      { term: 'martn', known: false, closest: 'martin', stems: ['martn'], closestStems: ['martin'] },
      { term: '2018', known: false, closest: null, stems: ['2018'], closestStems: [] },
      { term: 'dreadnought', known: true, closest: null, stems: ['dreadnought'], closestStems: [] },
      { term: '7', known: true, closest: null, stems: ['7'], closestStems: [] },
    ]);
    expect(names(await search('q=martn+28'))).toEqual(['Martin D-28 Dreadnought']);
    expect(names(await search('q=28'))).toEqual(['Martin D-28 Dreadnought']);

    // Numbers alone: no statement at all (a database that refuses every call is never asked).
    const refusing = new Proxy(db, {
      get: () => {
        throw new Error('the database was asked');
      },
    });
    expect(await searchRepository(refusing).checkTerms(['1959', '42'])).toEqual([
      { term: '1959', known: false, closest: null, stems: ['1959'], closestStems: [] },
      { term: '42', known: true, closest: null, stems: ['42'], closestStems: [] },
    ]);
  });

  it('names the closest known words when nothing matches, and offers no search that would find nothing more', async () => {
    // Both words were searched as corrected too ("Also showing results for"): searching the corrections alone, with
    // the same filter, would be the same empty page.
    const result = await search(`q=gibsen+strattocaster&category=${CATEGORY_IDS.acoustic}`);
    expect(result.total).toBe(0);
    expect(result.corrections).toEqual([
      { from: 'gibsen', to: 'gibson' },
      { from: 'strattocaster', to: 'stratocaster' },
    ]);
    expect(result.didYouMean).toBeNull();
    expect((await search(`q=gibson+stratocaster&category=${CATEGORY_IDS.acoustic}`)).total).toBe(0);
  });

  it('never shows Paid listings or listings of sellers not yet verified', async () => {
    expect((await search('q=jazzmaster')).total).toBe(0);
    expect((await search('q=mustang')).total).toBe(0);
    expect((await search('q=fender&booked=1')).items.map((p) => p.status)).not.toContain('Paid');
  });
});

describe('filters and their counts', () => {
  it('shows Available only by default, Booked too on request', async () => {
    const available = await search('q=fender');
    expect(names(available)).toEqual(['Fender Stratocaster']);
    expect(count(available, 'status', 'Booked')).toBe(1);
    expect(names(await search('q=fender&booked=1'))).toEqual(['Fender Telecaster', 'Fender Stratocaster']);
  });

  it('filters by several categories and conditions, counting each option as the results it would give', async () => {
    const all = await search('');
    expect(all.total).toBe(4);
    expect(count(all, 'category', CATEGORY_IDS.electric)).toBe(3);
    expect(count(all, 'category', CATEGORY_IDS.acoustic)).toBe(1);
    for (const facet of all.facets!.category) {
      const narrowed = await search(`category=${facet.value}`);
      expect(narrowed.total).toBe(facet.count);
      expect(narrowed.items).toHaveLength(facet.count!);
    }
    const good = await search('condition=good');
    expect(names(good).sort()).toEqual(['Epiphone SG', 'Martin D-28 Dreadnought']);
    // The condition counts ignore the condition filter itself: adding "fair" adds exactly its count.
    expect(count(good, 'condition', 'fair')).toBe(1);
    expect((await search('condition=good,fair')).total).toBe(3);
    const both = await search(`condition=good&category=${CATEGORY_IDS.electric},${CATEGORY_IDS.acoustic}`);
    expect(both.total).toBe(2);
    expect(count(both, 'category', CATEGORY_IDS.electric)).toBe(1);
  });

  it('filters by asking price, year of purchase and location text', async () => {
    expect(names(await search('minPrice=800&maxPrice=1200&sort=price_asc'))).toEqual([
      'Fender Stratocaster',
      'Gibson Les Paul Studio',
    ]);
    expect(names(await search('minYear=2015&maxYear=2018&sort=price_asc'))).toEqual([
      'Fender Stratocaster',
      'Gibson Les Paul Studio',
    ]);
    expect(names(await search('location=austin&sort=price_asc'))).toEqual(['Epiphone SG', 'Martin D-28 Dreadnought']);
    expect((await search('location=100%25')).total).toBe(0);
  });

  it('answers searches of one shape, one after another, each with its own keywords, lists and ranges', async () => {
    // The same statements serve all of these (db/kept-statements.ts): only their values differ.
    const electric = CATEGORY_IDS.electric;
    const both = `${CATEGORY_IDS.electric},${CATEGORY_IDS.acoustic}`;
    const cases: [string, string[]][] = [
      [`q=fender&category=${electric}&maxPrice=900&sort=price_asc`, ['Fender Stratocaster']],
      [`q=gibson&category=${electric}&maxPrice=1300&sort=price_asc`, ['Gibson Les Paul Studio']],
      [`q=gibson&category=${electric}&maxPrice=1000&sort=price_asc`, []],
      [`q=martin&category=${both}&maxPrice=3000&sort=price_asc`, ['Martin D-28 Dreadnought']],
      [`q=austin&category=${both}&maxPrice=3000&sort=price_asc`, ['Epiphone SG', 'Martin D-28 Dreadnought']],
    ];
    for (const [query, expected] of cases) {
      const result = await search(query);
      expect(names(result), query).toEqual(expected);
      expect(result.total, query).toBe(expected.length);
    }
  });
});

describe('guitar details', () => {
  it('matches the model in keywords', async () => {
    expect(names(await search('q=wilshire'))).toEqual(['Epiphone SG']);
  });

  it('matches the finish, body type, handedness and strings in keywords, the finish with typos too', async () => {
    const lesPaul = ['Gibson Les Paul Studio'];
    expect(names(await search('q=heritage%20cherry'))).toEqual(lesPaul);
    expect(names(await search('q=heritge'))).toEqual(lesPaul);
    expect(names(await search('q=solid%20body'))).toEqual(lesPaul);
    expect(names(await search('q=left-handed'))).toEqual(lesPaul);
    expect(names(await search('q=lefty'))).toEqual(lesPaul);
    expect(names(await search('q=12%20string'))).toEqual(['Martin D-28 Dreadnought']);
    expect(names(await search('q=right%20handed%20acoustic'))).toEqual(['Martin D-28 Dreadnought']);
  });

  it('filters by brand (case ignored), body type, handedness and strings, each counted', async () => {
    const all = await search('');
    expect(count(all, 'brand', 'gibson')).toBe(1);
    expect(count(all, 'strings', '6')).toBe(2);
    expect(count(all, 'bodyType', 'dreadnought')).toBe(1);
    expect(names(await search('brand=GIBSON,martin&sort=price_asc'))).toEqual([
      'Gibson Les Paul Studio',
      'Martin D-28 Dreadnought',
    ]);
    expect(names(await search('bodyType=solid'))).toEqual(['Gibson Les Paul Studio']);
    expect(names(await search('handedness=right'))).toEqual(['Martin D-28 Dreadnought']);
    const six = await search('strings=6&sort=price_asc');
    expect(names(six)).toEqual(['Epiphone SG', 'Gibson Les Paul Studio']);
    // The strings counts ignore the strings filter; the brand counts follow it.
    expect(count(six, 'strings', '12')).toBe(1);
    expect(count(six, 'brand', 'martin')).toBe(0);
  });

  it.each([
    ['bodyType=banjo', SEARCH_MESSAGES.badBodyType],
    ['handedness=both', SEARCH_MESSAGES.badHandedness],
    ['strings=3', SEARCH_MESSAGES.badStrings],
    [`brand=${'b'.repeat(61)}`, SEARCH_MESSAGES.badBrand],
  ])('refuses %s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('sort', () => {
  it('orders by newest, price both ways and biggest saving', async () => {
    expect(names(await search('sort=newest'))).toEqual([
      'Martin D-28 Dreadnought',
      'Fender Stratocaster',
      'Epiphone SG',
      'Gibson Les Paul Studio',
    ]);
    expect(names(await search('sort=price_asc'))[0]).toBe('Epiphone SG');
    expect(names(await search('sort=price_desc'))[0]).toBe('Martin D-28 Dreadnought');
    expect(names(await search('sort=saving'))).toEqual([
      'Fender Stratocaster',
      'Gibson Les Paul Studio',
      'Martin D-28 Dreadnought',
      'Epiphone SG',
    ]);
  });

  it('counts only on the first page', async () => {
    const first = await search('limit=1&sort=newest');
    const next = await search(`limit=1&sort=newest&after=${encodeURIComponent(first.nextCursor!)}`);
    expect(first.total).toBe(4);
    expect(next.total).toBeNull();
    expect(next.facets).toBeNull();
  });

  it('walks every sort page by page with the cursor, each listing once', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc', 'saving']) {
      const query = `q=hendrix&sort=${sort}`;
      const whole = names(await search(query));
      const walked: string[] = [];
      let after = '';
      for (;;) {
        const page = await search(`${query}&limit=1${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        walked.push(...names(page));
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      expect(walked, sort).toEqual(whole);
    }
  });
});

describe('refusals', () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await get('q=fender', null)).statusCode).toBe(401);
  });

  it.each([
    `"les paul"`,
    'fender & !gibson | strat:* <-> (neck)',
    `'; drop table products; --`,
    '\\ %_ *:* !!! &&& ||| ::: ()()',
    'the a of',
    '😀 ギター гитара',
    'x'.repeat(200),
    'a b c d e f g h i j k l m n o p',
  ])('answers hostile keywords %j with results, never an error', async (q) => {
    const res = await get(`q=${encodeURIComponent(q)}&location=${encodeURIComponent(q.slice(0, 100))}`);
    expect(res.statusCode, res.body).toBe(200);
    searchResultSchema.parse(res.json());
    const suggestions = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
      headers: buyer.headers,
    });
    expect(suggestions.statusCode, suggestions.body).toBe(200);
  });

  it('refuses 10 kB of keywords with a message, not a server error', async () => {
    const res = await get(`q=${encodeURIComponent('fender & '.repeat(1200))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(SEARCH_MESSAGES.queryTooLong);
  });

  it.each([
    ['category=nope', SEARCH_MESSAGES.badCategory],
    ['condition=mint', SEARCH_MESSAGES.badCondition],
    ['minPrice=cheap', SEARCH_MESSAGES.badPrice],
    ['minYear=19', SEARCH_MESSAGES.badYear],
    ['minPrice=500&maxPrice=100', SEARCH_MESSAGES.priceOrder],
    ['minYear=2020&maxYear=2010', SEARCH_MESSAGES.yearOrder],
    ['sort=cheapest', SEARCH_MESSAGES.badSort],
    ['after=garbage', SEARCH_MESSAGES.badCursor],
    [`sort=price_asc&after=newest~1~${CATEGORY_IDS.electric}`, SEARCH_MESSAGES.badCursor],
    [`q=${'a'.repeat(201)}`, SEARCH_MESSAGES.queryTooLong],
    [`location=${'a'.repeat(121)}`, SEARCH_MESSAGES.locationTooLong],
    ['q=fender%00', CONTROL_CHARACTER_MESSAGE],
  ])('refuses %s', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('suggestions', () => {
  const suggest = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}`, headers: buyer.headers });

  it('offers matching categories and listing names while typing', async () => {
    const res = await suggest('elec');
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions[0]).toEqual({
      kind: 'category',
      label: 'Electric Guitars',
      categoryId: CATEGORY_IDS.electric,
    });
    // Its page has the price and condition filters: typed beside the name, they go with it.
    expect((await suggest('elec under $500 in good condition')).json().suggestions[0]).toMatchObject({
      categoryId: CATEGORY_IDS.electric,
      filters: { maxPrice: 500, condition: ['excellent', 'good'] },
    });
    expect((await suggest('les pa')).json().suggestions).toEqual([
      { kind: 'listing', label: 'Gibson Les Paul Studio' },
    ]);
    // Chosen, the name takes the place of the words it was suggested for; a price limit typed stays.
    expect((await suggest('used les pa under $2,000')).json().suggestions).toEqual([
      { kind: 'listing', label: 'Gibson Les Paul Studio', query: 'used Gibson Les Paul Studio under $2,000' },
    ]);
  });

  it.each([
    ['strat or elec', 'strat or Electric Guitars'],
    ['elec -fender', 'Electric Guitars -fender'],
    ['elec not gibson', 'Electric Guitars not gibson'],
    ['elec built in 2015 under $500', 'Electric Guitars built in 2015 under $500'],
  ])('offers a category to search with the rest of "%s", which its page cannot show', async (q, query) => {
    const [category] = (await suggest(q)).json().suggestions;
    expect(category).toEqual({ kind: 'category', label: 'Electric Guitars', categoryId: CATEGORY_IDS.electric, query });
  });

  it.each([
    ['acoustics', CATEGORY_IDS.acoustic],
    ['basses', CATEGORY_IDS.bass],
    ['electrics guitars', CATEGORY_IDS.electric],
  ])('offers a category typed in the plural ("%s"), as search reads it (decision 0087)', async (q, categoryId) => {
    const { suggestions } = (await suggest(q)).json() as { suggestions: { kind: string; categoryId?: string }[] };
    expect(suggestions.filter((s) => s.kind === 'category')).toEqual([expect.objectContaining({ categoryId })]);
  });

  it.each([
    ['fedner', ['Fender Stratocaster', 'Fender Telecaster']],
    ['gibosn les', ['Gibson Les Paul Studio']],
    ['lse pa', ['Gibson Les Paul Studio']],
    // The last word's swaps come after the other words' joins and swaps: 18 readings in all.
    ['gibson les paul studoi', ['Gibson Les Paul Studio']],
  ])(
    'offers the names two letters typed the wrong way round stand for ("%s"), as search corrects them',
    async (q, expected) => {
      const { suggestions } = (await suggest(q)).json() as { suggestions: { label: string }[] };
      expect(suggestions.map((s) => s.label)).toEqual(expected);
    },
  );

  it('offers nothing under two characters, nor a seller or description match', async () => {
    expect((await suggest('l')).json().suggestions).toEqual([]);
    expect((await suggest('hendrix')).json().suggestions).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=fender' })).statusCode).toBe(401);
  });
});

describe('keyset pages while listings are added', () => {
  it('shows every listing that was there once, in every sort, while new ones arrive between pages', async () => {
    const added: ProductRow[] = [];
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc', 'saving']) {
      const query = `q=hendrix&sort=${sort}`;
      const before = (await search(query)).items.map((p) => p._id);
      const items: SearchResult['items'] = [];
      for (let after: string | null = ''; after !== null; ) {
        const page = await search(`${query}&limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        items.push(...page.items);
        after = page.nextCursor;
        // After the first page, a cheap and a dear listing: one lands before the cursor, the other after it.
        if (items.length > 2) continue;
        for (const cents of [100 + added.length, 99_999_900 - added.length])
          added.push(
            await insertProduct(t.database.db, seller, {
              productName: 'Hendrix Signature Strat',
              askingPriceCents: cents,
              marketPriceCents: 99_999_900,
              postedAt: new Date(),
            }),
          );
      }
      const ids = items.map((p) => p._id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids, sort).toEqual(expect.arrayContaining(before));
    }
    // Out of the other tests' way: sold listings are never shown.
    for (const row of added) await setProduct(t.database.db, row.id, { status: 'Paid' });
  });
});
