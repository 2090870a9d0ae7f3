import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { adminQuery } from './global-setup.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * A fresh PostgreSQL database of the file's own on the server in DATABASE_URL_TEST, with a scratch folder, for
 * tests that start real server processes on it: made before the file's tests, and after them the servers are
 * stopped and both are removed. Call at the top of a `*.postgres.test.ts` file; `prefix` names them.
 */
export function scratchDatabase(prefix: string) {
  const adminUrl = process.env.DATABASE_URL_TEST!;
  const name = `restrung_${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let scratch: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!adminUrl) throw new Error('this test needs DATABASE_URL_TEST');
    await adminQuery(adminUrl, `create database ${name}`);
    scratch = await mkdtemp(path.join(tmpdir(), `restrung-${prefix}-`));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(scratch, { recursive: true, force: true });
  });

  return {
    servers,
    /** One query on the scratch database, through a connection of its own. */
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** Starts the real server on the database, on this port, with a data folder of its own and a shared secret. */
    startServer(port: number): ServerProcess {
      const server = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(scratch, `server-${servers.length}`),
        AUTH_SECRET: 'the-processes-share-one-secret-ok!!',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '1000',
      });
      servers.push(server);
      return server;
    },
  };
}
