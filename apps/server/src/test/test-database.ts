import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { adminQuery } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite copied from the run's migrated template,
 * or, with TEST_DB=postgres, a database of its own on the server named by DATABASE_URL_TEST, cloned from the
 * run's template and dropped on close. `poolSize` (PostgreSQL only, default 20): a test that reads per-connection
 * state (pg_prepared_statements) asks for a pool of one.
 */
export async function openTestDatabase({ poolSize = 20 }: { poolSize?: number } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplatePath');
    if (template) return openDatabase({ driver: 'pglite', loadDataDir: new Blob([await readFile(template)]) });
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST');
  const template = inject('postgresTemplate');
  const name = `restrung_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
