import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@restrung/shared/constants';
import { users } from '../db/schema.ts';
import type { TestApp } from './build-test-app.ts';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
  token: string;
  /** Authorization header for app.inject. */
  headers: { authorization: string };
}

/**
 * Signs a fresh account up through better-auth exactly as the web app does. Admins and verified sellers
 * cannot be made through the API, so those two are set in the database afterwards, as the admin CLI does.
 */
export async function createAccount(
  t: TestApp,
  options: { role?: Role; verified?: boolean; name?: string; email?: string; image?: string } = {},
): Promise<TestAccount> {
  const role = options.role ?? 'buyer';
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const name = options.name ?? `Test ${role}`;
  const password = 'correct-horse-battery';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name,
      email,
      password,
      role: role === 'admin' ? 'buyer' : role,
      ...(options.image ? { image: options.image } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.headers['set-auth-token'] as string;
  const id = res.json().user.id as string;
  if (role === 'admin') await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  if (options.verified) await t.database.db.update(users).set({ verified: true }).where(eq(users.id, id));
  return { id, email: email.toLowerCase(), name, password, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** The four people the read-cache tests read as: a verified seller, two buyers and an admin. */
export async function cacheReaders(t: TestApp) {
  return {
    seller: await createAccount(t, { role: 'seller', verified: true }),
    buyer: await createAccount(t, { role: 'buyer' }),
    otherBuyer: await createAccount(t, { role: 'buyer' }),
    admin: await createAccount(t, { role: 'admin' }),
  };
}
