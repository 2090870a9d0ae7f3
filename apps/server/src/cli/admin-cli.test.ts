/**
 * npm run create-admin and npm run demote-admin, run as the operator runs them: child processes on a PGlite
 * data directory of their own. Role changes go to the audit log as the command line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import { bundledScript } from '../test/server-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function run(
  script: 'create-admin' | 'demote-admin',
  email: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'cli-test-secret-cli-test-secret-1234',
  };
  delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundledScript(script), '--email', email],
      { cwd: repoRoot, env, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('demote-admin on the command line', () => {
  it('refuses the last admin, an unknown email and a non-admin with exit code 1; demotes otherwise; audits each role change', async () => {
    expect((await run('create-admin', 'first@example.test')).code).toBe(0);

    const last = await run('demote-admin', 'first@example.test');
    expect(last.code).toBe(1);
    expect(last.stderr).toContain(
      'first@example.test is the last admin. Make another account an admin first (npm run create-admin), then try again.',
    );

    const unknown = await run('demote-admin', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody@example.test.');

    expect((await run('create-admin', 'second@example.test')).code).toBe(0);
    const ok = await run('demote-admin', 'First@Example.test');
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('first@example.test is now a buyer.');

    const notAdmin = await run('demote-admin', 'first@example.test');
    expect(notAdmin.code).toBe(1);
    expect(notAdmin.stderr).toContain('first@example.test is not an admin. Nothing changed.');

    const promoted = await run('create-admin', 'first@example.test');
    expect(promoted.stdout).toContain('first@example.test is now an admin.');

    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const roles = await database.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .orderBy(asc(users.email));
      expect(roles).toEqual([
        { email: 'first@example.test', role: 'admin' },
        { email: 'second@example.test', role: 'admin' },
      ]);
      const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
      expect(entries.map((e) => [e.action, e.targetEmail, e.actorId, e.actorName])).toEqual([
        ['admin.created', 'first@example.test', null, 'command line'],
        ['admin.created', 'second@example.test', null, 'command line'],
        ['admin.demoted', 'first@example.test', null, 'command line'],
        ['admin.promoted', 'first@example.test', null, 'command line'],
      ]);
      expect(entries[3]!.details).toEqual({ previousRole: 'buyer', newRole: 'admin' });
    } finally {
      await database.close();
    }
  }, 240_000);
});
