import { executionAsyncId } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { authCall, storageForAuthCalls } from './contexts-while-auth-runs.ts';

/*
 * Whether the process pays Node 20's promise hooks: with them, a promise's reaction runs with an async id of its
 * own; without them, with 0. This is what an enabled AsyncLocalStorage costs every await (decision 0078).
 */
const promiseHooksOn = () =>
  new Promise<boolean>((resolve) =>
    setImmediate(() => Promise.resolve().then(() => resolve(executionAsyncId() !== 0))),
  );

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('better-auth context storages', () => {
  it('are off once sign-up, sign-in and a cookie session check have answered', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Hook Free', email: 'hooks@example.test', password: 'secret1', role: 'seller' },
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'hooks@example.test', password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    // A cookie goes through better-auth's getSession (plugins/authenticate.ts).
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: 'hooks@example.test', role: 'seller' });

    expect(await promiseHooksOn()).toBe(false);
  });

  it('are on while a call runs, so the probe above can tell', async () => {
    const storage = storageForAuthCalls<string>();
    const during = await authCall(() => storage.run('inside', () => promiseHooksOn()));
    expect(during).toBe(true);
    expect(await promiseHooksOn()).toBe(false);
  });

  it('stay on while another call is in flight: a call that ends first does not take the other’s context', async () => {
    const storage = storageForAuthCalls<string>();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = authCall(() =>
      storage.run('slow', async () => {
        await gate;
        return storage.getStore();
      }),
    );
    expect(await authCall(() => storage.run('quick', async () => storage.getStore()))).toBe('quick');
    release();
    expect(await slow).toBe('slow');
    expect(await promiseHooksOn()).toBe(false);
  });

  it('keep the role a sign-up asked for when sign-ups overlap', async () => {
    const answers = await Promise.all(
      (['seller', 'buyer', 'seller', 'buyer'] as const).map((role, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: `Overlap ${i}`, email: `overlap${i}@example.test`, password: 'secret1', role },
        }),
      ),
    );
    const roles = await Promise.all(
      answers.map(
        async (answer) =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/auth/get-session',
              headers: { authorization: `Bearer ${answer.headers['set-auth-token']}` },
            })
          ).json().user.role,
      ),
    );
    expect(roles).toEqual(['seller', 'buyer', 'seller', 'buyer']);
  });
});
