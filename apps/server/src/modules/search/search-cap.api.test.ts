import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import type { SearchResult } from '@restrung/shared/search';
import { searchQuerySchema } from '@restrung/shared/search-input';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { categoriesRepository } from '../categories/repository.ts';
import { searchRepository } from './repository.ts';
import { searchService, type SearchService } from './service.ts';

/*
 * Keyword and range searches count at most a cap of matching listings (1,000 in the app, 3 here): past it the
 * total reads "3+" and the options carry no number; below it every count is exact. "Best match" ranks the newest
 * `cap` matches.
 */

const CAP = 3;
let t: TestApp;
let service: SearchService;
const minutesAgo = (n: number) => new Date(Date.UTC(2026, 10, 1) - n * 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  service = searchService({ search: searchRepository(db, { countCap: CAP }), categories: categoriesRepository(db) });
  const seller = await createAccount(t, { role: 'seller', verified: true, name: 'Capped Seller' });
  // Five Fenders: four electric, one acoustic; the newest is named for the words, the oldest only mentions them.
  const fender = (n: number, values: Parameters<typeof insertProduct>[2] = {}) =>
    insertProduct(db, seller, {
      productName: `Fender Telecaster ${n}`,
      categoryId: CATEGORY_IDS.electric,
      askingPriceCents: n * 10_000,
      postedAt: minutesAgo(10 - n),
      ...values,
    });
  await fender(1, { productName: 'Old Squier', description: 'Like a Fender.' });
  await fender(2);
  await fender(3, { categoryId: CATEGORY_IDS.acoustic, productName: 'Fender acoustic 3' });
  await fender(4);
  await fender(5);
});
afterAll(() => t.close());

const search = (query: Record<string, string>): Promise<SearchResult> =>
  service.search(searchQuerySchema.parse(query), null);
const names = (result: SearchResult) => result.items.map((p) => p.productName);

describe('counting up to a cap', () => {
  it('says "more than the cap" and shows no option counts when more listings match', async () => {
    const broad = await search({ q: 'fender' });
    expect(broad.total).toBe(CAP);
    expect(broad.totalCapped).toBe(true);
    expect(broad.facets!.category.length).toBeGreaterThan(0);
    for (const group of Object.values(broad.facets!)) for (const option of group) expect(option.count).toBeNull();
  });

  it('counts exactly up to the cap, option counts equal to the results they give', async () => {
    const narrow = await search({ q: 'fender', maxPrice: '300' });
    expect(narrow.totalCapped).toBe(false);
    expect(narrow.total).toBe(3);
    expect(narrow.facets!.category).toEqual([
      { value: CATEGORY_IDS.electric, count: 2 },
      { value: CATEGORY_IDS.acoustic, count: 1 },
    ]);
    const electric = await search({ q: 'fender', maxPrice: '300', category: CATEGORY_IDS.electric });
    expect(electric.total).toBe(2);
    expect(electric.items).toHaveLength(2);
  });

  it('counts the total exactly when the filters narrow a broad match under the cap', async () => {
    const acoustic = await search({ q: 'fender', category: CATEGORY_IDS.acoustic });
    expect(acoustic.facets!.condition[0]!.count).toBeNull();
    expect(acoustic.total).toBe(1);
    expect(acoustic.totalCapped).toBe(false);
    expect(names(acoustic)).toEqual(['Fender acoustic 3']);
  });

  it('ranks the newest matches up to the cap by best match; newest first reaches them all', async () => {
    // The three newest rank equal (named for the word); the older two are past the cap.
    expect(names(await search({ q: 'fender' })).sort()).toEqual([
      'Fender Telecaster 4',
      'Fender Telecaster 5',
      'Fender acoustic 3',
    ]);
    expect(names(await search({ q: 'fender', sort: 'newest' }))).toHaveLength(5);
  });

  it('never caps a search without keywords or ranges: its counts are kept per option', async () => {
    const all = await search({});
    expect(all.total).toBe(5);
    expect(all.totalCapped).toBe(false);
    expect(all.facets!.category.map((c) => c.count)).toEqual([4, 1]);
  });
});

describe('words in most listings', () => {
  it('finds the same listings when the statistics leave common words out of the index look-up', async () => {
    const queries = [{ q: 'fender telecaster 4' }, { q: 'fender' }, { q: 'fendr 5' }, { q: 'telecaster squier' }];
    const before = await Promise.all(queries.map(search));
    await t.database.db.execute(sql`analyze products`);
    const repository = searchRepository(t.database.db, { countCap: CAP });
    expect(await repository.commonWords()).toContain('fender');
    const analysed = searchService({ search: repository, categories: categoriesRepository(t.database.db) });
    for (const [i, query] of queries.entries()) {
      const after = await analysed.search(searchQuerySchema.parse(query), null);
      expect(names(after), query.q).toEqual(names(before[i]!));
      expect(after.total, query.q).toBe(before[i]!.total);
    }
  });
});

describe('best match read newest first when the planner expects many matches', () => {
  /** A service whose repository walks newest first (or never does), and the statements it ran. */
  const serviceThat = (options: { walkFromShare: number; walkWindow?: number }) => {
    const db = t.database.db;
    const statements: string[] = [];
    // Raw statements are prepared through the session (db/kept-statements.ts): record the text of each.
    const session = new Proxy(db._.session, {
      get: (target, name, receiver) =>
        name === 'prepareQuery'
          ? (query: { sql: string }, ...rest: unknown[]) => {
              statements.push(query.sql);
              return (target.prepareQuery as (...args: unknown[]) => unknown).call(target, query, ...rest);
            }
          : Reflect.get(target, name, receiver),
    });
    const recording = new Proxy(db, {
      get: (target, name, receiver) => (name === '_' ? { ...target._, session } : Reflect.get(target, name, receiver)),
    });
    const repository = searchRepository(recording, { countCap: CAP, ...options });
    return { service: searchService({ search: repository, categories: categoriesRepository(db) }), statements };
  };
  const walked = (statements: string[]) => statements.some((s) => s.startsWith('with newest'));

  /** Every page of one row, following the cursors, as "name:sort key". */
  const allPages = async (service: SearchService, query: Record<string, string>) => {
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await service.search(searchQuerySchema.parse({ ...query, limit: '1', after }), null);
      seen.push(...page.items.map((p) => p.productName));
      after = page.nextCursor ?? undefined;
    } while (after && seen.length < 10);
    return seen;
  };

  it('gives the same pages as the index path, and falls back to it when the window holds too few matches', async () => {
    // The planner's estimates need statistics.
    await t.database.db.execute(sql`analyze products`);
    const walk = serviceThat({ walkFromShare: 0 });
    const index = serviceThat({ walkFromShare: Number.POSITIVE_INFINITY });
    const tooNarrow = serviceThat({ walkFromShare: 0, walkWindow: 2 });
    const queries: Record<string, string>[] = [
      { q: 'fender' },
      { q: 'telecaster' },
      { q: 'fender', condition: 'good' },
      // A category's name: its listings rank a point higher (decision 0087), on either path.
      { q: 'electric' },
    ];
    for (const query of queries) {
      const expected = await allPages(index.service, query);
      expect(expected.length, query.q).toBeGreaterThan(0);
      expect(await allPages(walk.service, query), query.q).toEqual(expected);
      expect(await allPages(tooNarrow.service, query), query.q).toEqual(expected);
    }
    expect(walked(walk.statements)).toBe(true);
    expect(walked(index.statements)).toBe(false);
    // With a filter on top of the keywords the estimate says nothing of the window: the index path serves.
    const filtered = serviceThat({ walkFromShare: 0 });
    await filtered.service.search(searchQuerySchema.parse({ q: 'fender', category: CATEGORY_IDS.electric }), null);
    expect(walked(filtered.statements)).toBe(false);
    // The window of two listings cannot hold the cap's three matches: each walk gave up for the index path.
    expect(walked(tooNarrow.statements)).toBe(true);
  });
});
