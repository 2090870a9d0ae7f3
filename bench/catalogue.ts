/**
 * Catalogue benchmark: 100,000 listings in a fresh embedded database (PGlite), then the latency of the
 * category page, the product page and the featured grid through app.inject (the whole request path:
 * session lookup, validation, query, serialisation). Prints p50/p95 and the query plans; asserts nothing.
 *
 *   node --import tsx bench/catalogue.ts [--products 100000] [--requests 300]
 */
import { performance } from 'node:perf_hooks';
import { CATEGORY_IDS, CONDITIONS, PRODUCT_STATUSES } from '@restrung/shared/constants';
import { buildTestApp, type TestApp } from '../apps/server/src/test/build-test-app.ts';
import { createAccount, type TestAccount } from '../apps/server/src/test/accounts.ts';
import { productsRepository } from '../apps/server/src/modules/products/repository.ts';
import { newId } from '../apps/server/src/lib/ids.ts';

export interface CatalogueBenchOptions {
  products?: number;
  requests?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface LatencySummary {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

const categoryIds = Object.values(CATEGORY_IDS);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so every run builds the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Inserts the catalogue; answers the ids of the public listings (verified sellers). */
async function insertCatalogue(
  t: TestApp,
  sellers: (TestAccount & { verified: boolean })[],
  total: number,
  batchSize: number,
): Promise<string[]> {
  const repository = productsRepository(t.database.db);
  const next = random(42);
  const ids: string[] = [];
  const now = Date.now();
  for (let start = 0; start < total; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, total - start) }, (_, i) => {
      const n = start + i;
      const seller = sellers[n % sellers.length]!;
      const roll = next();
      const status = roll < 0.8 ? PRODUCT_STATUSES[0] : roll < 0.9 ? PRODUCT_STATUSES[1] : PRODUCT_STATUSES[2];
      const market = 100 + Math.floor(next() * 3000);
      const id = newId();
      if (seller.verified) ids.push(id);
      return {
        id,
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        categoryId: categoryIds[n % categoryIds.length]!,
        productName: `Bench guitar ${n}`,
        productPhoto: '/media/categories/bench.webp',
        marketPriceCents: market * 100,
        askingPriceCents: Math.round(market * 70),
        usedYears: String(2000 + (n % 24)),
        condition: CONDITIONS[n % CONDITIONS.length]!,
        description: 'A well kept instrument with a few honest marks, new strings and a setup last month.',
        location: 'Austin, TX',
        phone: '+1 555 0100',
        status,
        advertise: next() < 0.05,
        postedAt: new Date(now - Math.floor(next() * 730 * DAY_MS)),
      };
    });
    await repository.insertMany(rows);
  }
  return ids;
}

async function measure(
  t: TestApp,
  name: string,
  requests: number,
  url: (i: number) => string,
  headers?: Record<string, string>,
): Promise<LatencySummary> {
  for (let i = 0; i < 10; i += 1) await t.app.inject({ method: 'GET', url: url(i), headers }); // warm up
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: url(i), headers });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}

interface ExplainableQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** The plan PostgreSQL chose for a repository query (PGlite only). */
async function explain(t: TestApp, query: unknown): Promise<string> {
  const { sql, params } = (query as ExplainableQuery).toSQL();
  const client = (
    t.database.db as unknown as {
      $client: { query(sql: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const { rows } = await client.query(`explain analyze ${sql}`, params);
  return rows.map((row) => `    ${Object.values(row)[0]}`).join('\n');
}

export async function runCatalogueBench(options: CatalogueBenchOptions = {}): Promise<LatencySummary[]> {
  const total = options.products ?? 100_000;
  const requests = options.requests ?? 300;
  const log = options.log ?? console.log;
  const t = await buildTestApp();
  try {
    // 20 sellers, 2 of them not verified (their listings stay out of public lists).
    const sellers: (TestAccount & { verified: boolean })[] = [];
    for (let i = 0; i < 20; i += 1) {
      const verified = i >= 2;
      sellers.push({ ...(await createAccount(t, { role: 'seller', verified, name: `Bench Seller ${i}` })), verified });
    }
    const buyer = await createAccount(t, { role: 'buyer' });

    const started = performance.now();
    const ids = await insertCatalogue(t, sellers, total, options.batchSize ?? 2000);
    log(
      `catalogue: inserted ${total.toLocaleString('en-US')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await t.database.db.execute('analyze');

    const repository = productsRepository(t.database.db);
    log(
      `plan, category page 1:\n${await explain(t, repository.listByCategory(CATEGORY_IDS.electric, { page: 1, limit: 24 }))}`,
    );
    log(`plan, featured page 1:\n${await explain(t, repository.listFeatured({ page: 1, limit: 12 }))}`);

    const pick = random(7);
    const category = (i: number) => categoryIds[i % categoryIds.length]!;
    const results = [
      await measure(
        t,
        'GET /api/products/{categoryId} (page 1, 24)',
        requests,
        (i) => `/api/products/${category(i)}`,
        buyer.headers,
      ),
      await measure(
        t,
        'GET /api/products/{categoryId}?page=200',
        requests,
        (i) => `/api/products/${category(i)}?page=200`,
        buyer.headers,
      ),
      await measure(
        t,
        'GET /api/singleproduct/{id}',
        requests,
        () => `/api/singleproduct/${ids[Math.floor(pick() * ids.length)]}`,
        buyer.headers,
      ),
      await measure(t, 'GET /api/advertisedproduct (12)', requests, () => '/api/advertisedproduct'),
    ];
    for (const r of results)
      log(
        `${r.name.padEnd(48)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms`,
      );
    return results;
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  await runCatalogueBench({ products: arg('products'), requests: arg('requests') });
}
