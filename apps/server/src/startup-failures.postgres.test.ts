import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';

/**
 * Issue 9, item 6, the cases that need a reachable PostgreSQL server (DATABASE_URL_TEST): a database that does
 * not exist and a user the server does not know each stop the start with one line, password hidden, exit 1.
 */

const adminUrl = process.env.DATABASE_URL_TEST!;
let scratch: string;
beforeAll(async () => {
  if (!adminUrl) throw new Error('this test needs DATABASE_URL_TEST');
  scratch = await mkdtemp(path.join(tmpdir(), 'restrung-startup-pg-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function variant(change: (url: URL) => void): string {
  const url = new URL(adminUrl);
  change(url);
  return url.toString();
}

async function failedStart(databaseUrl: string) {
  // A data folder per start: the cases run side by side.
  const dataDir = await mkdtemp(path.join(scratch, 'server-'));
  const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const { code } = await server.exited;
  const lines = server.stderr().trimEnd().split('\n');
  expect(lines, server.stderr()).toHaveLength(1);
  expect(server.stderr()).not.toMatch(/\n\s+at /);
  expect(code).toBe(1);
  return lines[0]!;
}

// The two starts only wait on the server's answer, so they run side by side.
describe.concurrent('start-up failures on a reachable PostgreSQL server', { timeout: 90_000 }, () => {
  it('names a database that does not exist', async () => {
    const missing = `restrung_missing_${randomBytes(4).toString('hex')}`;
    const databaseUrl = variant((url) => {
      url.pathname = `/${missing}`;
      url.password = 'hunter2';
    });
    const line = await failedStart(databaseUrl);
    expect(line).toBe(
      `Cannot start: PostgreSQL has no such database: database "${missing}" does not exist ` +
        `(DATABASE_URL=${databaseUrl.replace(':hunter2@', ':***@')}); create it first (3D000)`,
    );
    expect(line).not.toContain('hunter2');
  });

  it('names a user the server does not know', async () => {
    const databaseUrl = variant((url) => {
      url.username = 'nobody_here';
      url.password = 'hunter2';
    });
    const line = await failedStart(databaseUrl);
    expect(line).toMatch(
      /^Cannot start: PostgreSQL refused the user: .*"nobody_here".* \(DATABASE_URL=postgres:\/\/nobody_here:\*\*\*@.*\) \(28\w{3}\)$/,
    );
    expect(line).not.toContain('hunter2');
  });
});
