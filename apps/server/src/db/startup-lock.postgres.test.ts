import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/global-setup.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../test/server-process.ts';

/**
 * Issue 9, item 7: three real servers started at the same moment on one empty PostgreSQL database all come up,
 * and the database ends with each migration applied once and the categories seeded once. Runs in the
 * api-postgres project only (it needs the server in DATABASE_URL_TEST; CI sets it).
 */

const adminUrl = process.env.DATABASE_URL_TEST!;
const name = `restrung_startup_${randomBytes(6).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let scratch: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!adminUrl) throw new Error('this test needs DATABASE_URL_TEST');
  await adminQuery(adminUrl, `create database ${name}`);
  scratch = await mkdtemp(path.join(tmpdir(), 'restrung-three-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await rm(scratch, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('three processes starting together on one empty database', () => {
  it('all become healthy, with the migrations applied once and the categories seeded once', {
    timeout: 180_000,
  }, async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      servers.push(
        startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATA_DIR: path.join(scratch, `server-${i}`),
          AUTH_SECRET: 'three-processes-share-one-secret-ok!',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    try {
      await Promise.all(
        servers.map((server, i) => waitForHealth(`http://127.0.0.1:${ports[i]}`, server.child, 150_000)),
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${servers.map((s) => s.stderr()).join('\n---\n')}`);
    }

    const journal = JSON.parse(
      await readFile(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    const categories = await query<{ id: string }>('select id from categories');
    expect(categories).toHaveLength(4);

    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/category`);
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveLength(4);
    }
    for (const server of servers) expect(server.stderr()).toBe('');
  });
});
