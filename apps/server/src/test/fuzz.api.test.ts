import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createAccount, type TestAccount } from './accounts.ts';
import { insertBooking, insertProduct } from './fixtures.ts';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import {
  applicableMutations,
  auditCases,
  buildRequest,
  describeRequest,
  operationsFromBetterAuth,
  operationsFromOpenApi,
  prebuilt,
  seededRandom,
  type FuzzRequest,
  type Operation,
} from './fuzz-cases.ts';

/**
 * Malformed requests to every route the OpenAPI document and better-auth list, signed out and as a buyer, a
 * seller and an admin: none may answer 5xx, our own routes answer their refusals in the one error shape, and
 * the server is healthy afterwards. The PRNG is seeded, so the same requests go out on every run; change SEED
 * to explore, and keep any case it finds as a test of its own.
 */
const SEED = 20_261_122;
/** Cases per operation and caller: ~70 operations x 4 callers x 4, over 1,000 requests. */
const CASES_PER_CALLER = 4;
/** Calls that end the caller's sessions: sent last, so the other calls really are made signed in. */
const SESSION_ENDING = new Set(['/api/auth/sign-out', '/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions']);
/**
 * A signed-in GET of the notification stream is answered with an endless Server-Sent Events response, which
 * `inject` would wait on forever; notifications.api.test.ts and live-across-processes.postgres.test.ts test it.
 */
const LONG_LIVED = new Set(['/api/notifications/stream']);

let t: TestApp;
let callers: { name: string; account: TestAccount | null }[];
let operations: Operation[];
let photo: string;
let productId: string;
let bookingId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const buyer = await createAccount(t, { role: 'buyer' });
  const seller = await createAccount(t, { role: 'seller', verified: true });
  const admin = await createAccount(t, { role: 'admin' });
  callers = [
    { name: 'signed-out', account: null },
    { name: 'buyer', account: buyer },
    { name: 'seller', account: seller },
    { name: 'admin', account: admin },
  ];
  const product = await insertProduct(t.database.db, seller);
  productId = product.id;
  photo = product.productPhoto;
  bookingId = (await insertBooking(t.database.db, { product, buyer })).id;
  operations = [
    ...operationsFromOpenApi(t.app.swagger() as Parameters<typeof operationsFromOpenApi>[0]),
    ...operationsFromBetterAuth(t.app.auth.api as unknown as Record<string, unknown>),
  ].filter((op) => !LONG_LIVED.has(op.path));
});
afterAll(() => t.close());

interface Finding {
  request: string;
  status: number;
  body: string;
}

describe('fuzz', () => {
  it('answers no malformed request with 5xx, refuses in the one error shape, and stays healthy', {
    timeout: 180_000,
  }, async () => {
    const random = seededRandom(SEED);
    const big = prebuilt(BODY_LIMIT_BYTES);
    const real = { productId, bookingId, categoryId: DEFAULT_CATEGORY_ID, email: 'fuzz@example.test', photo };

    // Each operation gets every mutation that applies to it, spread over the four callers, then random ones.
    const plan: { op: Operation; caller: (typeof callers)[number]; request: FuzzRequest }[] = [];
    for (const op of operations) {
      const mutations = random.shuffle(applicableMutations(op));
      let slot = 0;
      for (const caller of callers) {
        for (let i = 0; i < CASES_PER_CALLER; i++, slot++) {
          const mutation = slot < mutations.length ? mutations[slot]! : random.pick(mutations);
          plan.push({ op, caller, request: buildRequest(op, mutation, random, real, big) });
        }
      }
    }
    const audit = auditCases(real, big).map(({ caller, ...request }) => ({
      op: { method: request.method, path: request.url, pathParams: [], query: [], body: [], multipart: false },
      caller: callers.find((c) => c.name === caller)!,
      request,
    }));
    const ordered = [
      ...audit,
      ...plan.filter((p) => !SESSION_ENDING.has(p.op.path)),
      ...plan.filter((p) => SESSION_ENDING.has(p.op.path)),
    ];

    const serverErrors: Finding[] = [];
    const shapeErrors: Finding[] = [];
    let sessionsChecked = false;
    for (const [index, { op, caller, request }] of ordered.entries()) {
      if (!sessionsChecked && SESSION_ENDING.has(op.path)) {
        // Every signed-in caller was still signed in for everything sent so far.
        for (const { account } of callers.filter((c) => c.account)) {
          const session = await t.app.inject({
            method: 'GET',
            url: '/api/auth/get-session',
            headers: account!.headers,
          });
          expect(session.json()?.user?.email, `session of ${account!.email} before request ${index}`).toBe(
            account!.email,
          );
        }
        sessionsChecked = true;
      }
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          ...caller.account?.headers,
          ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const finding = () => ({
        request: describeRequest(request, caller.name),
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
      if (res.statusCode >= 500) serverErrors.push(finding());
      else if (res.statusCode >= 400 && !op.path.startsWith('/api/auth/') && !isOneErrorShape(res.body, res.statusCode))
        shapeErrors.push(finding());
    }

    const report = (findings: Finding[]) =>
      findings.map((f) => `${f.status} ${f.request}\n    -> ${f.body}`).join('\n');
    expect(ordered.length).toBeGreaterThanOrEqual(1000);
    expect(
      serverErrors,
      `${serverErrors.length} of ${ordered.length} requests answered 5xx:\n${report(serverErrors)}`,
    ).toEqual([]);
    expect(shapeErrors, `${shapeErrors.length} refusals not in the one error shape:\n${report(shapeErrors)}`).toEqual(
      [],
    );

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
  });
});

function isOneErrorShape(body: string, statusCode: number): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return (
      Object.keys(parsed).sort().join() === 'error,message,statusCode' &&
      parsed.statusCode === statusCode &&
      typeof parsed.message === 'string' &&
      parsed.message.length > 0
    );
  } catch {
    return false;
  }
}
