import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PGLITE_V8_FLAGS } from './pglite-v8-flags.ts';

const run = promisify(execFile);
const clientUrl = pathToFileURL(`${import.meta.dirname}/client.ts`).href;

/**
 * V8's flags are process-wide and a test worker may already have opened PGlite, so each check runs in a fresh
 * process. cachedDataVersionTag is derived from the V8 version and its flags: equal tags, equal flags.
 */
const tagOf = async (nodeArgs: string[], script: string) =>
  (await run(process.execPath, [...nodeArgs, '--input-type=module', '-e', script], { encoding: 'utf8' })).stdout.trim();

describe('PGlite on the baseline WebAssembly compiler (decision 0043)', () => {
  it('opening a PGlite database gives the process the V8 flags of one started with them', async () => {
    const [opened, startedWith] = await Promise.all([
      tagOf(
        ['--import', 'tsx'],
        `import v8 from 'node:v8';
        import { openDatabase } from ${JSON.stringify(clientUrl)};
        const before = v8.cachedDataVersionTag();
        const database = await openDatabase({ driver: 'pglite' });
        console.log(JSON.stringify({ before, after: v8.cachedDataVersionTag() }));
        await database.close();`,
      ),
      tagOf(PGLITE_V8_FLAGS.split(' '), `import v8 from 'node:v8'; console.log(v8.cachedDataVersionTag());`),
    ]);
    const { before, after } = JSON.parse(opened) as { before: number; after: number };
    expect(before).not.toBe(Number(startedWith));
    expect(after).toBe(Number(startedWith));
  });
});
