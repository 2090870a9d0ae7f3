/**
 * npm run demote-admin -- --email admin@example.com
 * Makes an admin a buyer again (an admin made by mistake). Never the last admin. Exit code 1 on refusal.
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEMOTE_MESSAGES } from '@restrung/shared/admin-accounts';
import { openRuntime, readConfigOrExit } from '../runtime.ts';
import { adminAccountsRepository } from '../modules/admin-accounts/repository.ts';
import { COMMAND_LINE } from '../modules/audit-log/repository.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run demote-admin -- --email admin@example.com');
  process.exit(1);
}

const config = readConfigOrExit();
const runtime = await openRuntime(config);
let exitCode = 0;
try {
  const result = await adminAccountsRepository(runtime.database.db).demote({ email: email.data }, COMMAND_LINE);
  if (result.status === 'demoted') {
    console.log(`${email.data} is now a buyer. Their account, data and password are unchanged.`);
  } else {
    exitCode = 1;
    console.error(
      result.status === 'not_found'
        ? DEMOTE_MESSAGES.notFoundByEmail(email.data)
        : result.status === 'not_admin'
          ? `${email.data} is not an admin. Nothing changed.`
          : result.status === 'last_admin'
            ? `${email.data} is the last admin. Make another account an admin first (npm run create-admin), then try again.`
            : 'Refused.',
    );
  }
} finally {
  await runtime.database.close();
}
process.exit(exitCode);
