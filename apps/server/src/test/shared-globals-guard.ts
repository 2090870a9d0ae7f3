import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { realGlobals, worker } from './real-globals.js';

/**
 * The server's test files share one worker's globals (decision 0050): a file that leaves fake timers, a spy on a
 * global function or a stubbed variable behind breaks whichever file runs after it in that worker, and the failure
 * shows up there, far from its cause (periodic-job.test.ts once left a fake setInterval, and close-app's tests timed
 * out in CI). Run before each server test file, this names the file that leaked. Vitest restores a file's spies
 * again after its last hook, which put back what a spy had replaced (the fake), so what is left is seen only when the
 * next file starts: that file fails, naming the one before it, and the real globals are put back for the rest.
 */
let envAtStart: Record<string, string | undefined> = {};

beforeAll(() => {
  const leaks = globalsReplaced();
  const previousFile = worker.previousFile;
  worker.previousFile = path.relative(process.cwd(), expect.getState().testPath ?? '');
  envAtStart = { ...process.env };
  if (leaks.length > 0) {
    Object.assign(globalThis, realGlobals);
    throw new Error(`${previousFile ?? 'A file before this one'} left shared globals changed: ${leaks.join('; ')}`);
  }
});

afterAll(() => {
  const leaks = [...globalsReplaced(), ...envChanged(envAtStart)];
  if (vi.isFakeTimers()) leaks.unshift('fake timers are still on (vi.useRealTimers())');
  if (leaks.length > 0) {
    throw new Error(`This test file left shared globals changed for the next file in its worker: ${leaks.join('; ')}`);
  }
});

function globalsReplaced(): string[] {
  const replaced: string[] = [];
  for (const [name, original] of Object.entries(realGlobals)) {
    if ((globalThis as Record<string, unknown>)[name] !== original)
      replaced.push(`globalThis.${name} is not the real one`);
  }
  return replaced;
}

function envChanged(before: Record<string, string | undefined>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(process.env)]);
  return [...names].filter((name) => before[name] !== process.env[name]).map((name) => `process.env.${name} changed`);
}
