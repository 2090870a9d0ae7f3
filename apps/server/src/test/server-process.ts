import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export { freePort, waitForHealth } from './server-readiness.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A file of the server bundle the global setup built from this run's sources (`main.js`, `create-admin.js`,
 * `demote-admin.js`): started with plain node, without compiling TypeScript in every child process.
 */
export function bundledScript(name: 'main' | 'create-admin' | 'demote-admin'): string {
  return path.join(inject('serverBundleDir'), `${name}.js`);
}

/**
 * The real server (server.ts, as bundled by the global setup from this run's sources) as a child process, with only the environment a
 * test names (plus PATH and HOME): nothing leaks in from the test runner's own environment or a .env file's
 * variables that the test sets itself.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends it with SIGTERM (graceful) unless it has ended already. */
  stop(): Promise<void>;
}

/** `script`: the server's entry, by default this run's bundle; a test may start a copy of it. */
export function startServer(env: Record<string, string>, script = bundledScript('main')): ServerProcess {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Demo pictures another test already drew (vitest.config.ts).
      ...(process.env.RESTRUNG_ARTWORK_CACHE_DIR
        ? { RESTRUNG_ARTWORK_CACHE_DIR: process.env.RESTRUNG_ARTWORK_CACHE_DIR }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close', not 'exit': by then everything the process wrote has been read.
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
