import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { newId } from '../../lib/ids.ts';
import { adminQuery } from '../../test/global-setup.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../../test/server-process.ts';
import { openSse } from '../../test/sse-client.ts';

/**
 * Issue 14: a message written through one server process reaches the other side's live stream held open by
 * another, through PostgreSQL LISTEN/NOTIFY. Two real servers on one database; runs in the api-postgres project only.
 */

const adminUrl = process.env.DATABASE_URL_TEST!;
const name = `restrung_msg_${randomBytes(6).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let scratch: string;
const servers: ServerProcess[] = [];
const origins: string[] = [];

async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function signUp(origin: string, role: 'buyer' | 'seller', displayName: string) {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.test`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: displayName, email, password: 'correct-horse-battery', role }),
  });
  expect(res.status).toBe(200);
  return {
    id: ((await res.json()) as { user: { id: string } }).user.id,
    token: res.headers.get('set-auth-token')!,
    email,
  };
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('this test needs DATABASE_URL_TEST');
  await adminQuery(adminUrl, `create database ${name}`);
  scratch = await mkdtemp(path.join(tmpdir(), 'restrung-msg-'));
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

describe('live messages with two server processes', () => {
  it('a message sent through one process reaches the seller stream held by the other', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = origins as [string, string];
    const seller = await signUp(a, 'seller', 'Sam Seller');
    const buyer = await signUp(b, 'buyer', 'Bea Buyer');
    await query('update users set verified = true where id = $1', [seller.id]);
    const productId = newId();
    await query(
      `insert into products (id, seller_id, category_id, product_name, product_photo, market_price_cents, asking_price_cents,
        used_years, condition, description, location, phone, seller_name, seller_email)
       values ($1, $2, $3, 'Gibson Les Paul', '/media/x.webp', 200000, 150000, '2018', 'good', 'Sunburst', 'Austin', '+1 555', 'Sam Seller', $4)`,
      [productId, seller.id, DEFAULT_CATEGORY_ID, seller.email],
    );
    const post = (origin: string, path: string, token: string, body: object) =>
      fetch(`${origin}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });

    const started = await post(a, '/conversations', buyer.token, { productId });
    expect(started.status).toBe(200);
    const { conversationId } = (await started.json()) as { conversationId: string };
    const stream = await openSse(`${b}/api/notifications/stream`, seller.token);
    try {
      expect(stream.status).toBe(200);
      const message = (e: { event: string }) => e.event === 'message';
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: 0, conversationId: null });
      expect(
        (await post(a, `/conversations/${conversationId}/messages`, buyer.token, { text: 'Any fret wear?' })).status,
      ).toBe(200);
      expect(JSON.parse((await stream.next(message)).data)).toEqual({ unread: 1, conversationId });
    } finally {
      stream.close();
    }
    for (const server of servers) expect(server.stderr()).toBe('');
  });
});
