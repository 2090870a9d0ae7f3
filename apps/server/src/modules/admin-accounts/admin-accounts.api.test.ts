/** GET /alladmins and PUT /alladmins/{id}/demote: undoing an admin made by mistake (issue 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { DEMOTE_MESSAGES } from '@restrung/shared/admin-accounts';
import { auditLog, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { adminAccountsRepository } from './repository.ts';
import { adminAccountsService } from './service.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const demote = (id: string, caller?: TestAccount) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/alladmins/${id}/demote`,
    headers: { ...caller?.headers, 'content-type': 'application/json' },
  });
const roleOf = async (id: string) =>
  (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const entriesFor = (id: string) => db().select().from(auditLog).where(eq(auditLog.targetId, id));

describe('who may demote', () => {
  it('refuses buyers and sellers (403) and signed-out callers (401), on both calls, and changes nothing', async () => {
    const other = await createAccount(t, { role: 'admin' });
    const buyer = await createAccount(t, { role: 'buyer' });
    const seller = await createAccount(t, { role: 'seller', verified: true });
    for (const [caller, status, message] of [
      [buyer, 403, 'Only admins can do this.'],
      [seller, 403, 'Only admins can do this.'],
      [undefined, 401, 'Please sign in to continue.'],
    ] as const) {
      const res = await demote(other.id, caller);
      expect(res.statusCode, caller?.role ?? 'signed out').toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
      const list = await t.app.inject({ method: 'GET', url: '/api/alladmins', headers: caller?.headers });
      expect(list.statusCode).toBe(status);
      expect(list.json().message).toBe(message);
    }
    expect(await roleOf(other.id)).toBe('admin');
    expect(await entriesFor(other.id)).toEqual([]);
  });

  it('refuses demoting yourself with 403 and its message', async () => {
    await createAccount(t, { role: 'admin' }); // not the last admin: the refusal is for being yourself
    const res = await demote(admin.id, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: DEMOTE_MESSAGES.self });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('refuses a target that is not an admin with 409, and an unknown or malformed id with 404', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const seller = await createAccount(t, { role: 'seller' });
    for (const target of [buyer, seller]) {
      const res = await demote(target.id, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DEMOTE_MESSAGES.notAdmin);
      expect(await roleOf(target.id)).toBe(target.role);
    }
    for (const id of [newId(), 'not-a-uuid']) {
      const res = await demote(id, admin);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(DEMOTE_MESSAGES.notFound);
    }
  });

  it('refuses the last admin with 409 and its message (a caller whose own rights went a moment ago)', async () => {
    // Through the service: over HTTP a caller who is no longer an admin stops at the role check, so the only way
    // to reach this rule over HTTP is the race below.
    const last = await createAccount(t, { role: 'admin', name: 'Last Admin' });
    const formerAdmin = await createAccount(t, { role: 'buyer' });
    await db()
      .update(users)
      .set({ role: 'buyer' })
      .where(and(eq(users.role, 'admin'), ne(users.id, last.id)));
    try {
      const service = adminAccountsService(adminAccountsRepository(db()));
      const caller = {
        id: formerAdmin.id,
        name: formerAdmin.name,
        email: formerAdmin.email,
        image: null,
        role: 'admin' as const,
        verified: false,
      };
      await expect(service.demote(caller, last.id)).rejects.toMatchObject({
        statusCode: 409,
        message: DEMOTE_MESSAGES.lastAdmin,
      });
      expect(await roleOf(last.id)).toBe('admin');
      expect(await entriesFor(last.id)).toEqual([]);
    } finally {
      await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    }
  });
});

describe('demoting an admin', () => {
  it('lists admins oldest first, demotes one to buyer, writes one audit entry, and keeps the account', async () => {
    const mistake = await createAccount(t, { role: 'admin', name: 'Mistaken Admin' });
    const list = await t.app.inject({ method: 'GET', url: '/api/alladmins', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { _id: string; name: string; email: string }[];
    expect(rows.map((r) => r._id)).toContain(mistake.id);
    expect(rows.findIndex((r) => r._id === admin.id)).toBeLessThan(rows.findIndex((r) => r._id === mistake.id));
    expect(rows.find((r) => r._id === mistake.id)).toMatchObject({
      name: 'Mistaken Admin',
      email: mistake.email,
      img: null,
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/allbuyer', headers: mistake.headers })).statusCode).toBe(
      200,
    );
    const res = await demote(mistake.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, role: 'buyer' });
    expect(await roleOf(mistake.id)).toBe('buyer');

    // Its next request is a buyer's: same token, still signed in, no admin call.
    const after = await t.app.inject({ method: 'GET', url: '/api/allbuyer', headers: mistake.headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('Only admins can do this.');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(mistake.email)}`,
      headers: mistake.headers,
    });
    expect(own.json()).toEqual({ role: 'buyer' });
    const listAfter = (await t.app.inject({ method: 'GET', url: '/api/alladmins', headers: admin.headers })).json() as {
      _id: string;
    }[];
    expect(listAfter.map((r) => r._id)).not.toContain(mistake.id);

    expect(await entriesFor(mistake.id)).toMatchObject([
      {
        actorId: admin.id,
        actorName: 'Ada Admin',
        actorEmail: admin.email,
        action: 'admin.demoted',
        targetType: 'user',
        targetName: 'Mistaken Admin',
        targetEmail: mistake.email,
        details: { previousRole: 'admin', newRole: 'buyer' },
      },
    ]);

    const again = await demote(mistake.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEMOTE_MESSAGES.notAdmin);
    expect(await entriesFor(mistake.id)).toHaveLength(1);
  });
});

describe('two admins demoting each other at the same moment', () => {
  it('leaves exactly one admin: one call succeeds, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createAccount(t, { role: 'admin' });
      const b = await createAccount(t, { role: 'admin' });
      // Only these two are admins now.
      await db()
        .update(users)
        .set({ role: 'buyer' })
        .where(and(eq(users.role, 'admin'), ne(users.id, a.id), ne(users.id, b.id)));
      const [ab, ba] = await Promise.all([demote(b.id, a), demote(a.id, b)]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, statuses[1] === 403 ? 403 : 409]);
      const refused = ab.statusCode === 200 ? ba : ab;
      // Refused either inside the transaction (the last admin) or before it (the caller is a buyer by then).
      expect([DEMOTE_MESSAGES.lastAdmin, 'Only admins can do this.']).toContain(refused.json().message);
      const admins = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect((await entriesFor(a.id)).length + (await entriesFor(b.id)).length).toBe(1);
    }
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
});
