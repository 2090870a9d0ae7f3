/**
 * npm run create-admin -- --email admin@example.com [--name "Ada Admin"]
 * Creates an admin with a generated password (printed once), or makes an existing account an admin.
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openRuntime, publicBaseUrl, readConfigOrExit } from '../runtime.ts';
import { accountEmails } from '../modules/email/account-emails.ts';
import { createAuth } from '../modules/auth/create-auth.ts';
import { usersRepository } from '../modules/users/repository.ts';
import { createAccountWithRole } from '../modules/users/create-account.ts';
import { generatePassword } from '../lib/generate-password.ts';
import { adminAccountsRepository } from '../modules/admin-accounts/repository.ts';
import { COMMAND_LINE } from '../modules/audit-log/repository.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run create-admin -- --email admin@example.com [--name "Ada Admin"]');
  process.exit(1);
}

const config = readConfigOrExit();
const runtime = await openRuntime(config);
try {
  const users = usersRepository(runtime.database.db);
  // The role change and its audit-log entry are one transaction.
  const admins = adminAccountsRepository(runtime.database.db);
  const existing = await users.findByEmail(email.data);
  if (existing) {
    const result = await admins.promote(existing.id, COMMAND_LINE, false);
    console.log(
      result.status === 'already_admin'
        ? `${email.data} is already an admin. Nothing changed.`
        : `${email.data} is now an admin. Their password is unchanged.`,
    );
  } else {
    const auth = createAuth({
      config,
      db: runtime.database.db,
      secret: runtime.authSecret,
      baseURL: publicBaseUrl(config),
      emails: accountEmails(runtime.database.db, publicBaseUrl(config)),
    });
    const password = generatePassword();
    const id = await createAccountWithRole(auth, users, {
      name: values.name?.trim() || 'Admin',
      email: email.data,
      password,
      role: 'buyer',
    });
    await admins.promote(id, COMMAND_LINE, true);
    console.log(`Admin created: ${email.data}\nPassword (shown once): ${password}`);
  }
} finally {
  await runtime.database.close();
}
