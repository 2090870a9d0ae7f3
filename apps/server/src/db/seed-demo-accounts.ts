import type { Role } from '@restrung/shared/constants';
import type { Auth } from '../modules/auth/create-auth.ts';
import type { UsersRepository } from '../modules/users/repository.ts';
import { createAccountWithRole } from '../modules/users/create-account.ts';
import { generatePassword } from '../lib/generate-password.ts';

export interface DemoAccount {
  id: string;
  label: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  verified: boolean;
}

const DEMO: Omit<DemoAccount, 'id' | 'password'>[] = [
  { label: 'admin', name: 'Ada Admin', email: 'admin@restrung.local', role: 'admin', verified: false },
  { label: 'verified seller', name: 'Vera Strings', email: 'vera@restrung.local', role: 'seller', verified: true },
  { label: 'unverified seller', name: 'Uma Frets', email: 'uma@restrung.local', role: 'seller', verified: false },
  { label: 'buyer', name: 'Ben Buyer', email: 'ben@restrung.local', role: 'buyer', verified: false },
];

/**
 * On an empty database, creates one account of each kind with a freshly generated password, so the
 * marketplace can be explored at once. There is never a known or default password: the passwords are
 * shown once, at this first start, and never stored in clear.
 */
export async function seedDemoAccounts(auth: Auth, users: UsersRepository): Promise<DemoAccount[] | null> {
  if ((await users.count()) > 0) return null;
  const created: DemoAccount[] = [];
  for (const account of DEMO) {
    const password = generatePassword();
    const id = await createAccountWithRole(auth, users, { ...account, password });
    created.push({ ...account, id, password });
  }
  return created;
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.label.length));
  return [
    '',
    'Demo accounts (shown once, on this first start; keep them or create your own):',
    ...accounts.map((a) => `  ${a.label.padEnd(width)}  ${a.email.padEnd(22)}  ${a.password}`),
    '',
  ].join('\n');
}
