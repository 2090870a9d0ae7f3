import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { newId } from '../lib/ids.ts';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, waitForHealth } from './server-process.ts';

export interface SignedUp {
  id: string;
  token: string;
  email: string;
  name: string;
}

/**
 * Two real server processes (the bundled server) on a scratch PostgreSQL database (scratch-database.ts), started
 * before the file's tests and stopped after them: for what must cross processes (LISTEN/NOTIFY). Call at the top of
 * a `*.postgres.test.ts` file; `prefix` names the database and the scratch folder.
 */
export function twoServerProcesses(prefix: string) {
  const database = scratchDatabase(prefix);
  const { query } = database;
  const origins: string[] = [];

  beforeAll(async () => {
    for (const i of [0, 1]) {
      const port = await freePort();
      origins.push(`http://127.0.0.1:${port}`);
      const server = database.startServer(port);
      // One after the other: the second finds the migrations done.
      try {
        await waitForHealth(origins[i]!, server.child, 150_000);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${server.stderr()}`);
      }
    }
  }, 320_000);

  return {
    /** One query on the servers' database, through a connection of its own. */
    query,
    /** The two servers' addresses, once started. */
    origins: () => origins as [string, string],
    /** Neither server wrote anything to stderr (warnings included). */
    expectQuietServers: () => {
      for (const server of database.servers) expect(server.stderr()).toBe('');
    },

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
