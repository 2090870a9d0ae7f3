import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  account?: TestAccount,
  extra: { payload?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...account?.headers, ...extra.headers },
    ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
  });
/** As the web app sends PUT /allseller/{id}: a JSON content type and no body. */
const verify = (id: string, account: TestAccount | undefined = admin) =>
  call('PUT', `/api/allseller/${id}`, account, { headers: { 'content-type': 'application/json' } });
const ownRole = (account: TestAccount) => call('GET', `/api/users?email=${encodeURIComponent(account.email)}`, account);
const person = (a: TestAccount) => ({ id: a.id, name: a.name, email: a.email });
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];

describe('every admin call is admin-only', () => {
  it('refuses buyers and sellers (403) and signed-out callers (401), and changes nothing', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const seller = await createAccount(t, { role: 'seller' });
    const verifiedSeller = await createAccount(t, { role: 'seller', verified: true });
    const listing = await insertProduct(db(), person(seller));
    const calls: ['GET' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/allseller'],
      ['GET', '/api/allbuyer'],
      ['GET', '/api/reporteditems'],
      ['PUT', `/api/allseller/${seller.id}`],
      ['DELETE', `/api/allseller/${seller.id}`],
      ['DELETE', `/api/allbuyer/${buyer.id}`],
      ['DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`],
    ];
    for (const [method, url] of calls) {
      for (const [caller, expected] of [
        [buyer, 403],
        [seller, 403],
        [verifiedSeller, 403],
        [undefined, 401],
      ] as const) {
        const res = await call(
          method,
          url,
          caller,
          method === 'PUT' ? { headers: { 'content-type': 'application/json' } } : {},
        );
        expect(res.statusCode, `${method} ${url} as ${caller?.role ?? 'signed-out'}`).toBe(expected);
        expect(res.json()).toMatchObject({
          statusCode: expected,
          message: expected === 401 ? 'Please sign in to continue.' : 'Only admins can do this.',
        });
      }
    }
    expect(await userRow(seller.id)).toMatchObject({ role: 'seller', verified: false });
    expect(await userRow(buyer.id)).toBeDefined();
    expect(await productRow(listing.id)).toBeDefined();
  });
});

describe('GET /api/allseller and /api/allbuyer', () => {
  it('lists only sellers, newest first, as user rows', async () => {
    const first = await createAccount(t, { role: 'seller', name: 'First Seller' });
    const second = await createAccount(t, { role: 'seller', name: 'Second Seller', verified: true });
    const res = await call('GET', '/api/allseller', admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { _id: string; role: string }[];
    expect(rows.every((r) => r.role === 'seller')).toBe(true);
    expect(rows.slice(0, 2)).toEqual([
      { _id: second.id, name: 'Second Seller', email: second.email, img: null, role: 'seller', verified: true },
      { _id: first.id, name: 'First Seller', email: first.email, img: null, role: 'seller', verified: false },
    ]);
  });

  it('lists only buyers, newest first, never admins', async () => {
    const buyer = await createAccount(t, { role: 'buyer', name: 'Newest Buyer' });
    const rows = (await call('GET', '/api/allbuyer', admin)).json() as { _id: string; role: string }[];
    expect(rows[0]).toEqual({
      _id: buyer.id,
      name: 'Newest Buyer',
      email: buyer.email,
      img: null,
      role: 'buyer',
      verified: false,
    });
    expect(rows.every((r) => r.role === 'buyer')).toBe(true);
    expect(rows.map((r) => r._id)).not.toContain(admin.id);
  });

  it('pages with ?page and ?limit, without overlap', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createAccount(t, { role: 'buyer' }));
    const page1 = (await call('GET', '/api/allbuyer?limit=2&page=1', admin)).json() as { _id: string }[];
    const page2 = (await call('GET', '/api/allbuyer?limit=2&page=2', admin)).json() as { _id: string }[];
    expect(page1.map((r) => r._id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(page2[0]!._id).toBe(made[0]!.id);
    expect(page2).toHaveLength(2);
  });

  it('pages with ?after, the _id of the last row shown, ignoring ?page', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createAccount(t, { role: 'seller' }));
    const first = (await call('GET', '/api/allseller?limit=2', admin)).json() as { _id: string }[];
    expect(first.map((r) => r._id)).toEqual([made[2]!.id, made[1]!.id]);
    const next = (await call('GET', `/api/allseller?limit=2&page=5&after=${made[1]!.id}`, admin)).json() as {
      _id: string;
    }[];
    expect(next[0]!._id).toBe(made[0]!.id);
    expect(next.map((r) => r._id)).not.toContain(made[1]!.id);
  });

  it('refuses an ?after that is not an id with a clear message', async () => {
    const res = await call('GET', '/api/allbuyer?after=last', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('after must be the _id of the last item of the previous page.');
  });

  it('refuses a page size over the maximum with a clear message', async () => {
    const res = await call('GET', '/api/allseller?limit=1000', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^limit: /);
  });
});

describe('PUT /api/allseller/{id} (verify)', () => {
  it('verifies a seller from a JSON content type with no body, and is idempotent', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const res = await verify(seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const lookup = await call('GET', `/api/usersverification?email=${encodeURIComponent(seller.email)}`, seller);
    expect(lookup.json()).toEqual({ verified: true });

    const again = await call('PUT', `/api/allseller/${seller.id}`, admin, {
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect((await call('PUT', `/api/allseller/${seller.id}`, admin)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    expect(await userRow(seller.id)).toMatchObject({ verified: true, role: 'seller' });
  });

  it('still refuses a malformed JSON body', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const res = await call('PUT', `/api/allseller/${seller.id}`, admin, {
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(await userRow(seller.id)).toMatchObject({ verified: false });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [newId(), 'not-a-uuid', '1']) {
      const res = await verify(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(
        'No seller has this id. The account may already have been deleted; reload the list.',
      );
    }
  });

  it('refuses to verify a buyer or an admin', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const res = await verify(buyer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only sellers can be verified; this account is a buyer.');
    expect(await userRow(buyer.id)).toMatchObject({ verified: false });
    const onAdmin = await verify(admin.id);
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().message).toBe('Only sellers can be verified; this account is an admin.');
  });
});

describe('who can be deleted', () => {
  it('refuses deleting yourself through either call', async () => {
    for (const path of ['allbuyer', 'allseller']) {
      const res = await call('DELETE', `/api/${path}/${admin.id}`, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot delete your own account.');
    }
    expect((await ownRole(admin)).json()).toEqual({ role: 'admin' });
  });

  it('refuses deleting another admin', async () => {
    const other = await createAccount(t, { role: 'admin' });
    for (const path of ['allbuyer', 'allseller']) {
      const res = await call('DELETE', `/api/${path}/${other.id}`, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Admin accounts cannot be deleted.');
    }
    expect((await ownRole(other)).statusCode).toBe(200);
  });

  it('refuses the wrong kind of user with a message naming the right page', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const seller = await createAccount(t, { role: 'seller' });
    const asBuyer = await call('DELETE', `/api/allbuyer/${seller.id}`, admin);
    expect(asBuyer.statusCode).toBe(409);
    expect(asBuyer.json().message).toBe('This account is a seller, not a buyer. Delete it from All Sellers instead.');
    const asSeller = await call('DELETE', `/api/allseller/${buyer.id}`, admin);
    expect(asSeller.statusCode).toBe(409);
    expect(asSeller.json().message).toBe('This account is a buyer, not a seller. Delete it from All Buyers instead.');
    expect(await userRow(buyer.id)).toBeDefined();
    expect(await userRow(seller.id)).toBeDefined();
  });

  it('answers 404 for unknown and malformed ids, and for a second delete', async () => {
    expect((await call('DELETE', `/api/allbuyer/${newId()}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/allseller/not-a-uuid', admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/allbuyer/${'x'.repeat(36)}`, admin)).statusCode).toBe(404);
    const buyer = await createAccount(t, { role: 'buyer' });
    expect((await call('DELETE', `/api/allbuyer/${buyer.id}`, admin)).statusCode).toBe(200);
    const second = await call('DELETE', `/api/allbuyer/${buyer.id}`, admin);
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe(
      'No buyer has this id. The account may already have been deleted; reload the list.',
    );
  });
});
