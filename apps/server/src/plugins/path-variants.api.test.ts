import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { NON_CANONICAL_PATH_MESSAGE } from '@restrung/shared/request-path';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { insertProduct } from '../test/fixtures.ts';
import { multipart } from '../test/multipart.ts';
import { jpegWithGps } from '../test/images.ts';
import { reports, uploads, users } from '../db/schema.ts';
import type { RateLimits } from './rate-limits.ts';
import { isCanonicalPath } from './canonical-path.ts';

/**
 * Issue 9 item 3: a rate-limited route stays limited whatever spelling of its path reaches it, or the
 * spelling is refused. app.inject resolves dot segments, %2e and backslashes itself (light-my-request
 * parses the URL), so the same spellings are also sent over a real socket, byte for byte.
 */

const LIMIT = 2;
const small = { max: LIMIT, timeWindow: 60_000 };
const rateLimits: RateLimits = {
  signIn: small,
  signUp: small,
  upload: small,
  report: small,
  accountEmail: small,
  passwordChange: small,
  listingWrite: small,
  message: small,
};

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}
type Send = (method: string, path: string, headers: Record<string, string>, body: Buffer | string) => Promise<Answer>;

/** Every way we know to spell `head/tail` differently; `tail` is the part after /api or /api/auth. */
function spellings(head: string, tail: string): string[] {
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const [first, ...rest] = tail.split('/');
  const after = rest.length ? `/${rest.join('/')}` : '';
  return [
    `${head}/./${tail}`,
    `${head}/x/../${tail}`,
    `${head}/%2e/${tail}`,
    `${head}/x/%2E%2E/${tail}`,
    `${head}/x/.%2e/${tail}`,
    `${head}//${tail}`,
    `${head}/${tail}//`,
    `${head}/${tail}/`,
    `${head}/${tail.toUpperCase()}`,
    `${head}/${first!.charAt(0).toUpperCase()}${first!.slice(1)}${after}`,
    `${head}/%${hex(first!.charAt(0))}${first!.slice(1)}${after}`,
    `${head}/%${hex(first!.charAt(0)).toUpperCase()}${first!.slice(1)}${after}`,
    `${head}/${first}%2D${after}`,
    `${head}/${first};x${after}`,
    `${head}/${tail};`,
    `${head}\\${tail}`,
    `${head}/x\\..\\${tail}`,
    `${head}%2F${tail}`,
    `${head}%2f${tail}`,
    `${head}/${tail}#x`,
  ];
}

/** A refusal, for the reason its status names: a path spelled oddly, no such route, or the rate limit. */
function expectRefused(answer: Answer, path: string) {
  const reasons: Record<number, RegExp> = {
    400: new RegExp(`^${NON_CANONICAL_PATH_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    404: /^No route for /,
    429: /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
  };
  expect(Object.keys(reasons), `${path} answered ${answer.status} ${answer.body}`).toContain(String(answer.status));
  expect(JSON.parse(answer.body).message, path).toMatch(reasons[answer.status]!);
  expect(answer.headers['set-auth-token'], path).toBeUndefined();
}

let t: TestApp;
let socketPort: number;
let tHttp: TestApp;
beforeAll(async () => {
  [t, tHttp] = await Promise.all([buildTestApp({}, { rateLimits }), buildTestApp({}, { rateLimits })]);
  await tHttp.app.listen({ port: 0, host: '127.0.0.1' });
  socketPort = (tHttp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all([t.close(), tHttp.close()]);
});

const viaInject =
  (app: TestApp, remoteAddress: string): Send =>
  async (method, path, headers, body) => {
    const res = await app.app.inject({ method: method as 'POST', url: path, headers, payload: body, remoteAddress });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };
/** node:http sends the path exactly as given (no URL parsing), like curl --path-as-is. */
const viaSocket: Send = (method, path, headers, body) =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: socketPort, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

interface LimitedRoute {
  name: string;
  method: string;
  head: string;
  tail: (app: TestApp) => Promise<string>;
  /** Sends one request to `path`; answers a check that what the request asks for did not happen. */
  send: (app: TestApp, send: Send, path: string) => Promise<{ answer: Answer; notDone: () => Promise<void> }>;
}

let n = 0;
const json = { 'content-type': 'application/json' };
interface Buyer {
  email: string;
  password: string;
  headers: { authorization: string };
}
const buyers = new Map<TestApp, Buyer>();
/** One buyer per app, signed up from an address of its own so it uses none of the allowance under test. */
async function buyerOf(app: TestApp): Promise<Buyer> {
  if (!buyers.has(app)) {
    const email = `variant-buyer-${++n}@example.test`;
    const password = 'correct-horse-battery';
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Buyer', email, password, role: 'buyer' },
      remoteAddress: '10.99.0.1',
    });
    expect(res.statusCode).toBe(200);
    buyers.set(app, { email, password, headers: { authorization: `Bearer ${res.headers['set-auth-token']}` } });
  }
  return buyers.get(app)!;
}
const seller = { id: null, name: 'Former Seller', email: 'former-seller@example.test' };

const routes: LimitedRoute[] = [
  {
    name: 'sign-in/email',
    method: 'POST',
    head: '/api/auth',
    tail: async () => 'sign-in/email',
    send: async (app, send, path) => {
      const buyer = await buyerOf(app);
      // The right password: a spelling that slipped past the limit would sign in.
      const answer = await send('POST', path, json, JSON.stringify({ email: buyer.email, password: buyer.password }));
      return { answer, notDone: async () => expect(answer.headers['set-auth-token']).toBeUndefined() };
    },
  },
  {
    name: 'sign-in/social',
    method: 'POST',
    head: '/api/auth',
    tail: async () => 'sign-in/social',
    send: async (_app, send, path) => {
      const answer = await send('POST', path, json, JSON.stringify({ provider: 'google', callbackURL: '/' }));
      return { answer, notDone: async () => expect(answer.status).not.toBe(200) };
    },
  },
  {
    name: 'sign-up/email',
    method: 'POST',
    head: '/api/auth',
    tail: async () => 'sign-up/email',
    send: async (app, send, path) => {
      const email = `variant-${++n}@example.test`;
      const answer = await send('POST', path, json, JSON.stringify({ name: 'Variant', email, password: 'secret1' }));
      return {
        answer,
        notDone: async () =>
          expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]),
      };
    },
  },
  {
    name: 'upload',
    method: 'POST',
    head: '/api',
    tail: async () => 'upload',
    send: async (app, send, path) => {
      const countUploads = async () => (await app.database.db.select({ n: count() }).from(uploads))[0]!.n;
      const before = await countUploads();
      const body = multipart('image', 'p.jpg', 'image/jpeg', await jpegWithGps());
      const answer = await send('POST', path, body.headers, body.payload);
      return { answer, notDone: async () => expect(await countUploads()).toBe(before) };
    },
  },
  {
    name: 'reportproducts/:id',
    method: 'PUT',
    head: '/api',
    tail: async () => 'reportproducts/{id}',
    send: async (app, send, path) => {
      const buyer = await buyerOf(app);
      const product = await insertProduct(app.database.db, seller);
      const answer = await send(
        'PUT',
        path.replace(/\{id\}/i, product.id),
        { ...json, ...buyer.headers },
        JSON.stringify({ report: true }),
      );
      return {
        answer,
        notDone: async () =>
          expect(await app.database.db.select().from(reports).where(eq(reports.productId, product.id))).toEqual([]),
      };
    },
  },
];

describe('the path check itself', () => {
  it('accepts the usual spellings and refuses the others', () => {
    for (const ok of [
      '/',
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/email/',
      '/media/uploads/a-b_c~d.webp',
      '/products/caf%C3%A9%20x',
    ]) {
      expect(isCanonicalPath(ok), ok).toBe(true);
    }
    for (const route of routes) {
      for (const odd of spellings(route.head, 'x/y').filter((p) => !p.endsWith('/y/') && !/X\/Y|\/X\//.test(p))) {
        expect(isCanonicalPath(odd.split('?')[0]!), odd).toBe(false);
      }
    }
  });
});

for (const [transport, app, sendFor] of [
  ['app.inject', () => t, (route: LimitedRoute) => viaInject(t, `10.9.0.${routes.indexOf(route) + 1}`)],
  ['a real HTTP socket', () => tHttp, () => viaSocket],
] as const) {
  describe(`rate limits hold for every spelling of the path, through ${transport}`, () => {
    for (const route of routes) {
      it(`${route.method} ${route.head}/${route.name}`, async () => {
        const target = app();
        const send = sendFor(route);
        const tail = await route.tail(target);
        const canonical = `${route.head}/${tail}`;
        for (let i = 0; i < LIMIT; i++) {
          const { answer } = await route.send(target, send, canonical);
          expect(answer.status, `${canonical} ${answer.body}`).not.toBe(429);
        }
        const { answer: limited } = await route.send(target, send, canonical);
        expect(limited.status).toBe(429);
        for (const path of spellings(route.head, tail)) {
          const { answer, notDone } = await route.send(target, send, path);
          expectRefused(answer, path);
          await notDone();
        }
      });
    }
  });
}
