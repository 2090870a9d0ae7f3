import type { Role } from '@restrung/shared/constants';
import type { Auth } from '../auth/create-auth.ts';
import type { UsersRepository } from './repository.ts';

/**
 * Creates an account through better-auth (so the password is hashed as for any sign-up), then gives it
 * a role or verification that sign-up itself can never grant. Its email address counts as confirmed. Used by the admin CLI and the demo seed.
 */
export async function createAccountWithRole(
  auth: Auth,
  users: UsersRepository,
  input: { name: string; email: string; password: string; role: Role; verified?: boolean },
): Promise<string> {
  // `role` is not a better-auth input field (no request may set it); the sign-up hook reads it from the body.
  const body = {
    name: input.name,
    email: input.email,
    password: input.password,
    role: input.role === 'seller' ? 'seller' : 'buyer',
  };
  const result = await auth.api.signUpEmail({ body });
  const id = result.user.id;
  await users.markEmailVerified(id);
  if (input.role === 'admin') await users.setRole(id, 'admin');
  if (input.verified) await users.setVerified(id, true);
  return id;
}
