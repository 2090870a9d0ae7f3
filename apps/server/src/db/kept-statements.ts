import { is, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A statement's values by placeholder name. */
export type StatementValues = Record<string, unknown>;

/** What a statement's builder writes where a value goes: `slot('limit')` stands for values.limit. */
export type Slot = (name: string) => Placeholder;

/** A Drizzle select (or other query builder) that can be prepared: rows come back mapped to its fields. */
interface Preparable<Row> {
  getSQL(): SQL;
  prepare(name: string): { execute(values?: StatementValues): Promise<Row[]> };
}

type Built<Row> = SQL | Preparable<Row>;

interface Kept {
  execute(values: StatementValues): Promise<unknown>;
}

/** Shapes kept per database before the oldest are dropped (each is a few kB of SQL text and its parameter list). */
const SHAPES_KEPT = 500;
/** Drizzle's `prepare` without a statement name: the driver then sends it unnamed, planned for its values. */
const UNNAMED = undefined as unknown as string;
const dialect = new PgDialect();

/**
 * Statements whose SQL text is built once per shape and then only given values. Drizzle walks every fragment of a
 * statement each time it turns it into text: for a keyword search nobody made before, about a quarter of the
 * server's CPU (decision 0051). A statement's shape is its `variant` (what changes its text beyond its values: an order, a list
 * of literals) and the names of its values: a builder must put a condition in the statement exactly when its value
 * is given, through `slot(name)`. Both rules are checked when a shape is first built: a value written into the text
 * (a parameter that is not a slot) or a given value without a slot, or a slot without a value, throws, so the
 * statement kept for the shape can never carry the first caller's values to the next one.
 *
 * Values that are undefined count as not given. Statements run unnamed, as Drizzle runs them by default, so the
 * database still plans each for its values (the generic-plan pool names them itself).
 */
export function keptStatements() {
  const kept = new WeakMap<Db, Map<string, Kept>>();

  function prepare<Row>(db: Db, built: Built<Row>, given: string[]): Kept {
    const text = dialect.sqlToQuery(is(built, SQL) ? built : built.getSQL());
    const slots = new Set<string>();
    for (const param of text.params) {
      if (!is(param, Placeholder)) throw new Error(`a value is written into the statement: ${text.sql}`);
      slots.add(param.name);
    }
    const missing = given.filter((name) => !slots.has(name));
    const extra = [...slots].filter((name) => !given.includes(name));
    if (missing.length > 0 || extra.length > 0)
      throw new Error(`the statement's slots (${[...slots]}) are not its values (${given}): ${text.sql}`);
    if (!is(built, SQL)) return built.prepare(UNNAMED);
    const raw = db._.session.prepareQuery(text, undefined, UNNAMED, false);
    return { execute: async (values) => ((await raw.execute(values)) as { rows: unknown[] }).rows };
  }

  /**
   * Runs the statement of this shape with `values`, building it with `build` the first time. `build` gets the slot
   * function and the values (to decide which conditions to write, never to write them).
   */
  async function run<Row>(
    db: Db,
    variant: string,
    values: StatementValues,
    build: (slot: Slot, values: StatementValues) => Built<Row>,
  ): Promise<Row[]> {
    const given = Object.keys(values)
      .filter((name) => values[name] !== undefined)
      .sort();
    const shape = `${variant}|${given.join(',')}`;
    let shapes = kept.get(db);
    if (!shapes) {
      shapes = new Map();
      kept.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      statement = prepare(
        db,
        build((name) => sql.placeholder(name), values),
        given,
      );
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
      shapes.set(shape, statement);
    }
    return (await statement.execute(values)) as Row[];
  }

  return { run };
}
