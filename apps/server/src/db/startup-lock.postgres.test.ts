import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/scratch-database.ts';
import { freePort, waitForHealth } from '../test/server-process.ts';

/**
 * Issue 9, item 7: three real servers started at the same moment on one empty PostgreSQL database all come up,
 * and the database ends with each migration applied once and the categories seeded once. Runs in the
 * api-postgres project only (it needs the server in DATABASE_URL_TEST; CI sets it).
 */

const database = scratchDatabase('startup');
const { query, servers } = database;

describe('three processes starting together on one empty database', () => {
  it('all become healthy, with the migrations applied once and the categories seeded once', {
    timeout: 180_000,
  }, async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) database.startServer(port);
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
