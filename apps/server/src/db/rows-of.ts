import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

type Row = Record<string, unknown>;

/** The rows of a raw query. Both drivers answer execute() with { rows }; the generic Db type does not know which. */
export const rowsOf = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
