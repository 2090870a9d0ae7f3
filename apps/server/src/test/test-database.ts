import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of its own
 * on the PostgreSQL server named by DATABASE_URL_TEST (TEST_DB=postgres), dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const name = `restrung_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
