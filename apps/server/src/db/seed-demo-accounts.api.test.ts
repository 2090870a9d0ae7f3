import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { usersRepository } from '../modules/users/repository.ts';
import { formatDemoAccounts, seedDemoAccounts } from './seed-demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('creates one account of each kind with generated passwords that work, once', async () => {
    const accounts = await seedDemoAccounts(t.app.auth, usersRepository(t.database.db));
    expect(accounts?.map((a) => [a.role, a.verified])).toEqual([
      ['admin', false],
      ['seller', true],
      ['seller', false],
      ['buyer', false],
    ]);
    const passwords = new Set(accounts!.map((a) => a.password));
    expect(passwords.size).toBe(4);
    for (const account of accounts!) {
      expect(account.password).toMatch(/^[A-Za-z0-9]{16}$/);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      // Demo accounts start with a confirmed email address (issue 13): no banner, and booking works with REQUIRE_EMAIL_VERIFICATION.
      expect(res.json().user).toMatchObject({ role: account.role, verified: account.verified, emailVerified: true });
    }
    expect(formatDemoAccounts(accounts!)).toContain('admin@restrung.local');
    expect(await seedDemoAccounts(t.app.auth, usersRepository(t.database.db))).toBeNull();
  });
});
