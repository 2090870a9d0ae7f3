import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import { seedCategories } from '../db/seed-categories.ts';
import { categoriesRepository } from '../modules/categories/repository.ts';
import { LocalDiskStorage } from '../storage/local-disk.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to a file: each test file starts from a copy in ~0.4 s instead of ~2.5 s. */
    pgliteTemplatePath: string;
    /** A migrated PostgreSQL database each test file clones with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
    /** The category photos the templates' categories point at: each test file copies them to its media folder. */
    templateMediaDir: string;
    /** The server and its CLI built by apps/server/build.mjs for this run: tests start them with plain node. */
    serverBundleDir: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Migrates once per run, so every API test file starts from a fresh copy of an already migrated database
 * instead of migrating its own (TEST_DB picks PGlite or the PostgreSQL server in DATABASE_URL_TEST).
 */
export default async function setup(project: TestProject) {
  const [removeBundle, removeDatabase] = await Promise.all([
    buildServerBundle(project),
    project.config.env?.TEST_DB === 'postgres' ? setupPostgres(project) : setupPglite(project),
  ]);
  return async () => {
    await removeDatabase();
    await removeBundle();
  };
}

/**
 * Tests that start the real server or the CLI as a child process run this bundle: compiling ~100 TypeScript
 * modules with tsx in every child cost seconds each (docs/decisions/0022). It lives under apps/server so that
 * its external packages resolve from node_modules, in a folder of its own per run so parallel runs never meet.
 */
async function buildServerBundle(project: TestProject) {
  const dir = path.join(serverDir, '.test-bundle', `${project.name}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await promisify(execFile)(process.execPath, [path.join(serverDir, 'build.mjs'), dir]);
  project.provide('serverBundleDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * The categories are seeded into the template with their photos drawn once, in a media folder each test file
 * copies: drawing them costs about a second of CPU, which every API test file used to spend.
 */
async function seedTemplate(project: TestProject, database: Database, dir: string) {
  const mediaDir = path.join(dir, 'media');
  await seedCategories(categoriesRepository(database.db), new LocalDiskStorage(mediaDir));
  project.provide('templateMediaDir', mediaDir);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'restrung-pglite-template-'));
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedTemplate(project, database, dir);
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('the api-postgres project needs DATABASE_URL_TEST');
  const name = `restrung_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'restrung-postgres-template-'));
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 });
  await database.migrate();
  await seedTemplate(project, database, dir);
  // A template must have no open connections while it is copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
