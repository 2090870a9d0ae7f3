import { describe, expect, it } from 'vitest';
import { twoServerProcesses, type SignedUp } from '../test/two-server-processes.ts';

/**
 * Issue 10, decision 0032: each server process keeps its own read caches, and a change committed through one
 * process reaches the other's through migration 0014's NOTIFY. Two real servers on one PostgreSQL database; runs in
 * the api-postgres project only.
 */

const servers = twoServerProcesses('readcache');

const get = (origin: string, path: string, who: SignedUp) =>
  fetch(`${origin}/api${path}`, { headers: { authorization: `Bearer ${who.token}` } });
const send = (origin: string, method: string, path: string, who: SignedUp, body: object = {}) =>
  fetch(`${origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
const verification = (origin: string, who: SignedUp) =>
  get(origin, `/usersverification?email=${encodeURIComponent(who.email)}`, who);
const productName = async (origin: string, id: string, who: SignedUp) => {
  const res = await get(origin, `/singleproduct/${id}`, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as { productName: string }).productName;
};

describe('read caches with two server processes', { timeout: 60_000 }, () => {
  it('a sign-out through one process ends the session kept by the other at once', async () => {
    const [a, b] = servers.origins();
    const buyer = await servers.signUp(a, 'buyer', 'Bea Buyer');
    expect((await verification(b, buyer)).status).toBe(200);
    expect((await verification(b, buyer)).status).toBe(200);
    expect((await send(a, 'POST', '/auth/sign-out', buyer)).status).toBe(200);
    expect((await verification(b, buyer)).status).toBe(401);
    servers.expectQuietServers();
  });

  it('deleting a user through one process ends their session kept by the other, and a role change reaches it', async () => {
    const [a, b] = servers.origins();
    const buyer = await servers.signUp(a, 'buyer', 'Bo Buyer');
    const admin = await servers.signUp(a, 'buyer', 'Ada Admin');
    await servers.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const seller = await servers.signUp(a, 'seller', 'Sid Seller');

    expect((await verification(b, seller)).status).toBe(200);
    expect(((await (await verification(b, seller)).json()) as { verified: boolean }).verified).toBe(false);
    expect((await send(a, 'PUT', `/allseller/${seller.id}`, admin)).status).toBe(200);
    expect(((await (await verification(b, seller)).json()) as { verified: boolean }).verified).toBe(true);

    expect((await verification(b, buyer)).status).toBe(200);
    expect((await send(a, 'DELETE', `/allbuyer/${buyer.id}`, admin)).status).toBe(200);
    expect((await verification(b, buyer)).status).toBe(401);
    servers.expectQuietServers();
  });

  it('an edit to a listing through one process shows on the product page of the other', async () => {
    const [a, b] = servers.origins();
    const seller = await servers.signUp(a, 'seller', 'Sam Seller');
    const buyer = await servers.signUp(a, 'buyer', 'Bea Buyer');
    const id = await servers.listGuitar(seller);
    expect(await productName(b, id, buyer)).toBe('Gibson Les Paul');
    expect(await productName(b, id, buyer)).toBe('Gibson Les Paul');
    expect((await send(a, 'PATCH', `/products/${id}`, seller, { productName: 'Gibson SG' })).status).toBe(200);
    expect(await productName(b, id, buyer)).toBe('Gibson SG');
    servers.expectQuietServers();
  });

  it('serves nothing from the caches while the change feed is down, and uses them again once it is back', async () => {
    const [, b] = servers.origins();
    const seller = await servers.signUp(b, 'seller', 'Sue Seller');
    const buyer = await servers.signUp(b, 'buyer', 'Ben Buyer');
    const id = await servers.listGuitar(seller);
    expect(await productName(b, id, buyer)).toBe('Gibson Les Paul');
    // This file's database only: other test files' servers listen on databases of their own at the same time.
    const listeners = `select pid from pg_stat_activity
      where query = 'listen "cache_invalidation"' and datname = current_database()`;
    expect(await servers.query(listeners)).toHaveLength(2);

    // Both processes' listening connections end; a change made now is heard by nobody.
    await servers.query(`select pg_terminate_backend(pid) from (${listeners}) l`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await servers.query(`update products set product_name = 'Gibson Flying V' where id = $1`, [id]);
    expect(await productName(b, id, buyer)).toBe('Gibson Flying V');

    // Listening again (a second later): changes are heard, and the caches are used.
    await expect.poll(async () => (await servers.query(listeners)).length, { timeout: 10_000 }).toBe(2);
    expect(await productName(b, id, buyer)).toBe('Gibson Flying V');
    await servers.query(`update products set product_name = 'Gibson Explorer' where id = $1`, [id]);
    await expect.poll(() => productName(b, id, buyer), { timeout: 5_000 }).toBe('Gibson Explorer');
  });
});
