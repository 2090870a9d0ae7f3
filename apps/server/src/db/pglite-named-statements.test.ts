import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAMED, withGenericPlans, withNamedStatements } from './pglite-named-statements.ts';

let plain: PGlite;
let named: PGlite;

const SCHEMA = `
  create table guitars (id serial primary key, name text not null unique, price integer, tags text[],
    sold boolean not null default false, listed_at timestamptz not null default now(), weight numeric);`;

beforeAll(async () => {
  plain = await PGlite.create();
  named = withNamedStatements(await PGlite.create());
  for (const db of [plain, named]) await db.exec(SCHEMA);
});
afterAll(async () => {
  await plain.close();
  await named.close();
});

/** The protocol-level statements PostgreSQL holds for this connection. */
const preparedStatements = async (db: PGlite) =>
  (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

/** Runs the same statement on both databases, enough times for it to be named, and returns both answers. */
async function bothWays(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  const answers: unknown[][] = [[], []];
  for (let run = 0; run < 5; run++) {
    answers[0]!.push(await plain.query(text, params, options));
    answers[1]!.push(await named.query(text, params, options));
  }
  return answers;
}

describe('PGlite statements run under a name (db/pglite-named-statements.ts)', () => {
  it('answer what PGlite answers, for writes and reads, in both row modes and with custom parsers', async () => {
    const insert = 'insert into guitars (name, price, tags, sold, weight, listed_at) values ($1, $2, $3, $4, $5, $6)';
    for (let i = 0; i < 5; i++) {
      const listedAt = new Date(Date.UTC(2026, 10, i + 1, 10));
      const params = [`Strat ${i}`, 1000 + i, ['sunburst', `#${i}`], i % 2 === 0, i === 3 ? null : '3.5', listedAt];
      const [fromPlain, fromNamed] = [await plain.query(insert, params), await named.query(insert, params)];
      expect(fromNamed).toEqual(fromPlain);
      expect(fromNamed.affectedRows).toBe(1);
    }
    const select = 'select id, name, price, tags, sold, weight, listed_at from guitars where price >= $1 order by id';
    const [objects, namedObjects] = await bothWays(select, [1002]);
    expect(namedObjects).toEqual(objects);
    expect(namedObjects!.at(-1)).toMatchObject({
      rows: [
        { name: 'Strat 2', tags: ['sunburst', '#2'], listed_at: new Date(Date.UTC(2026, 10, 3, 10)) },
        { name: 'Strat 3', weight: null },
        { name: 'Strat 4', sold: true },
      ],
    });
    // Drizzle asks for arrays and keeps timestamps as text (drizzle-orm/pglite/session.js).
    const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const [arrays, namedArrays] = await bothWays(select, [1003], drizzleLike);
    expect(namedArrays).toEqual(arrays);
    expect(typeof (namedArrays!.at(-1) as { rows: unknown[][] }).rows[0]![6]).toBe('string');
    const update = 'update guitars set sold = $2 where name = $1 returning name, sold';
    const [updated, namedUpdated] = await bothWays(update, ['Strat 1', true]);
    expect(namedUpdated).toEqual(updated);
  });

  it('are named once a statement has run three times, and not before', async () => {
    const text = 'select count(*)::int as n from guitars where sold = $1';
    await named.query(text, [true]);
    await named.query(text, [true]);
    expect(await preparedStatements(named)).not.toContain(text);
    const third = await named.query<{ n: number }>(text, [true]);
    expect(await preparedStatements(named)).toContain(text);
    expect(third.rows).toEqual((await plain.query(text, [true])).rows);
    expect(await preparedStatements(plain)).toEqual([]);
  });

  it('refuse with the database error PGlite gives, and the next statement runs', async () => {
    const insert = 'insert into guitars (name) values ($1)';
    for (let i = 0; i < 3; i++) await named.query(insert, [`Tele ${i}`]);
    expect(await preparedStatements(named)).toContain(insert);
    await expect(named.query(insert, ['Tele 0'])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select name from guitars where name = $1', ['Tele 0'])).resolves.toMatchObject({
      rows: [{ name: 'Tele 0' }],
    });
  });

  it('wait for a transaction another caller has open, as PGlite does', async () => {
    const count = 'select count(*)::int as n from guitars where name like $1';
    for (let i = 0; i < 3; i++) await named.query(count, ['Bass%']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = named.transaction(async (tx) => {
      await tx.query("insert into guitars (name) values ('Bass 1')");
      await held;
    });
    const counted = named.query<{ n: number }>(count, ['Bass%']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 1 }]);
  });

  it('deliver the notifications a statement raises', async () => {
    const heard: string[] = [];
    const unlisten = await named.listen('guitar_changes', (payload) => heard.push(payload));
    for (let i = 0; i < 4; i++) await named.query("select pg_notify('guitar_changes', $1)", [`change ${i}`]);
    expect(await preparedStatements(named)).toContain("select pg_notify('guitar_changes', $1)");
    await unlisten();
    expect(heard).toEqual(['change 0', 'change 1', 'change 2', 'change 3']);
  });

  it(`stop naming at ${MAX_NAMED} statements, and run the rest as PGlite does`, async () => {
    const db = withNamedStatements(await PGlite.create());
    try {
      for (let i = 0; i < MAX_NAMED + 5; i++)
        for (let run = 0; run < 3; run++)
          expect((await db.query<{ n: number }>(`select $1::int + ${i} as n`, [run])).rows).toEqual([{ n: run + i }]);
      expect(await preparedStatements(db)).toHaveLength(MAX_NAMED);
    } finally {
      await db.close();
    }
  });

  describe('seen through withGenericPlans', () => {
    /** How PostgreSQL planned the statement so far, and the session's plan cache mode now. */
    const plansOf = async (text: string) => {
      const [prepared] = (
        await named.query<{ generic: number; custom: number }>(
          'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows;
      const [mode] = (await named.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows;
      return { ...prepared, mode: mode?.plan_cache_mode };
    };

    it('run a named statement on its generic plan, and leave the session to choose for the others', async () => {
      const generic = withGenericPlans(named);
      const text = 'select name from guitars where name = $1 and price > $2';
      const other = 'select name from guitars where name = $1 and price < $2';
      for (let i = 0; i < 6; i++) {
        expect((await generic.query(text, ['Strat 4', 0])).rows).toEqual([{ name: 'Strat 4' }]);
        expect((await named.query(other, ['Strat 4', 999_999])).rows).toEqual([{ name: 'Strat 4' }]);
      }
      // Named at the third run: every run from then on on the generic plan.
      expect(await plansOf(text)).toEqual({ generic: 4, custom: 0, mode: 'auto' });
      // PostgreSQL's own choice: five plans for the values first.
      expect(await plansOf(other)).toMatchObject({ custom: 4, mode: 'auto' });
    });

    it('give the session its own choice back after a statement fails', async () => {
      const generic = withGenericPlans(named);
      const insert = 'insert into guitars (name) values ($1)';
      for (let i = 0; i < 3; i++) await generic.query(insert, [`Jazz ${i}`]);
      await expect(generic.query(insert, ['Jazz 0'])).rejects.toMatchObject({ code: '23505' });
      expect(await plansOf(insert)).toMatchObject({ mode: 'auto' });
    });

    it('refuse a client withNamedStatements has not wrapped', () => {
      expect(() => withGenericPlans(plain)).toThrow('withGenericPlans needs a client wrapped by withNamedStatements');
    });
  });
});
