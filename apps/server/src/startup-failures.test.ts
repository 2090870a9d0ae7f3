import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';

/**
 * A server that cannot start says why in one line on stderr and exits with code 1 (issue 9, item 6). Each case
 * starts the real server; the cases that need a PostgreSQL server are in startup-failures.postgres.test.ts.
 */

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'restrung-startup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function failedStart(env: Record<string, string>) {
  const server = startServer({ PORT: '0', HOST: '127.0.0.1', ...env });
  const { code } = await server.exited;
  return { code, stderr: server.stderr(), stdout: server.stdout() };
}

/** One line, no stack trace. */
function expectOneLine(stderr: string) {
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

// Each case starts a Node process (the server bundle) and waits for it to exit: seconds on a busy machine, mostly
// spent waiting, so the cases run side by side (each has its own DATA_DIR).
describe.concurrent('start-up failures', { timeout: 90_000 }, () => {
  it('names an unreachable PostgreSQL server, with DATABASE_URL shown without its password', async () => {
    const { code, stderr } = await failedStart({
      DATA_DIR: path.join(scratch, 'pg'),
      DATABASE_URL: 'postgres://u:secret@127.0.0.1:1/x',
    });
    expect(code).toBe(1);
    const line = expectOneLine(stderr);
    expect(line).toBe(
      'Cannot start: PostgreSQL refused the connection at DATABASE_URL=postgres://u:***@127.0.0.1:1/x ' +
        '(ECONNREFUSED): is the server running, and listening on that host and port?',
    );
    expect(stderr).not.toContain('secret');
  });

  it('names a data directory under a regular file (ENOTDIR)', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a directory');
    const { code, stderr } = await failedStart({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toBe(
      `Cannot start: the data directory ${path.join(file, 'data')} (DATA_DIR) cannot be created: ` +
        `${file} is a file, not a directory (ENOTDIR).`,
    );
  });

  // Root ignores file permissions, so a temporary folder made read-only proves nothing when tests run as root;
  // sysfs refuses new files even to root, with the same EACCES an unprivileged user gets on a foreign folder.
  it('names a data directory the server may not write to (EACCES)', async () => {
    const { code, stderr } = await failedStart({ DATA_DIR: '/sys/kernel' });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toMatch(
      new RegExp(
        '^Cannot start: the server cannot write in the data directory /sys/kernel \\(DATA_DIR\\): permission denied \\(EACCES\\); ' +
          `it runs as uid ${process.getuid!()} and the directory belongs to uid \\d+ with mode [0-7]{3}\\.$`,
      ),
    );
  });

  it('keeps the one-line message for a bad setting', async () => {
    const { code, stderr } = await failedStart({ DATA_DIR: path.join(scratch, 'cfg'), PORT: 'eighty' });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toMatch(/^Invalid configuration: PORT /);
  });
});
