import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { newId } from '../lib/ids.ts';
import { adminQuery } from './global-setup.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

export interface SignedUp {
  id: string;
  token: string;
  email: string;
  name: string;
}

/**
 * Two real server processes (the bundled main.ts) on one fresh PostgreSQL database of their own, started before
 * the file's tests and stopped after them: for what must cross processes (LISTEN/NOTIFY). Call at the top of a
 * `*.postgres.test.ts` file; `prefix` names the database and the scratch folder.
 */
export function twoServerProcesses(prefix: string) {
  const adminUrl = process.env.DATABASE_URL_TEST!;
  const name = `restrung_${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let scratch: string;
  const servers: ServerProcess[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    if (!adminUrl) throw new Error('this test needs DATABASE_URL_TEST');
    await adminQuery(adminUrl, `create database ${name}`);
    scratch = await mkdtemp(path.join(tmpdir(), `restrung-${prefix}-`));
    for (const i of [0, 1]) {
      const port = await freePort();
      origins.push(`http://127.0.0.1:${port}`);
      servers.push(
        startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATA_DIR: path.join(scratch, `server-${i}`),
          AUTH_SECRET: 'two-processes-share-one-secret-ok!!',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SCALE: '1000',
        }),
      );
      // One after the other: the second finds the migrations done.
      try {
        await waitForHealth(origins[i]!, servers[i]!.child, 150_000);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${servers[i]!.stderr()}`);
      }
    }
  }, 320_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(scratch, { recursive: true, force: true });
  });

  const query = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };

  return {
    /** The two servers' addresses, once started. */
    origins: () => origins as [string, string],
    /** Neither server wrote anything to stderr (warnings included). */
    expectQuietServers: () => {
      for (const server of servers) expect(server.stderr()).toBe('');
    },
    query,

    async signUp(origin: string, role: 'buyer' | 'seller', displayName: string): Promise<SignedUp> {
      const email = `${role}-${randomBytes(4).toString('hex')}@example.test`;
      const res = await fetch(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: displayName, email, password: 'correct-horse-battery', role }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user: { id: string } };
      return { id: body.user.id, token: res.headers.get('set-auth-token')!, email, name: displayName };
    },

    /** Verifies the seller and lists a Gibson Les Paul of theirs straight in the database; answers its id. */
    async listGuitar(seller: SignedUp): Promise<string> {
      await query('update users set verified = true where id = $1', [seller.id]);
      const productId = newId();
      await query(
        `insert into products (id, seller_id, category_id, product_name, product_photo, market_price_cents, asking_price_cents,
          used_years, condition, description, location, phone, seller_name, seller_email)
         values ($1, $2, $3, 'Gibson Les Paul', '/media/x.webp', 200000, 150000, '2018', 'good', 'Sunburst', 'Austin', '+1 555', $4, $5)`,
        [productId, seller.id, DEFAULT_CATEGORY_ID, seller.name, seller.email],
      );
      return productId;
    },
  };
}

/** POSTs JSON with the person's bearer token. */
export const postAs = (origin: string, token: string, apiPath: string, body: object) =>
  fetch(`${origin}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
