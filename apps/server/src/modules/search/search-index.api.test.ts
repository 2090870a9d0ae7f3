import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/*
 * Migration 0015: search's GIN indexes keep no pending list, which every search would read whole until a vacuum
 * merged it (PGlite never vacuums by itself).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("search's indexes", () => {
  it.each(['products_search_idx', 'search_words_trgm_idx'])(
    '%s adds each entry at once (fastupdate off)',
    async (name) => {
      const [index] = await rowsOf(
        t.database.db,
        sql`select c.reloptions::text as options, a.amname as method
        from pg_class c join pg_am a on a.oid = c.relam where c.relname = ${name}`,
      );
      expect(index).toEqual({ options: '{fastupdate=off}', method: 'gin' });
    },
  );
});
