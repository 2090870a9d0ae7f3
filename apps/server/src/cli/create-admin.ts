/**
 * npm run create-admin -- --email admin@example.com [--name "Ada Admin"]
 * Creates an admin with a generated password (printed once), or makes an existing account an admin.
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openRuntime, publicBaseUrl, readConfigOrExit } from '../runtime.ts';
import { createAuth } from '../modules/auth/create-auth.ts';
import { usersRepository } from '../modules/users/repository.ts';
import { createAccountWithRole } from '../modules/users/create-account.ts';
import { generatePassword } from '../lib/generate-password.ts';

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
  const existing = await users.findByEmail(email.data);
  if (existing) {
    await users.setRole(existing.id, 'admin');
    console.log(`${email.data} is now an admin. Their password is unchanged.`);
  } else {
    const auth = createAuth({ config, db: runtime.database.db, secret: runtime.authSecret, baseURL: publicBaseUrl(config) });
    const password = generatePassword();
    await createAccountWithRole(auth, users, { name: values.name?.trim() || 'Admin', email: email.data, password, role: 'admin' });
    console.log(`Admin created: ${email.data}\nPassword (shown once): ${password}`);
  }
} finally {
  await runtime.database.close();
}
