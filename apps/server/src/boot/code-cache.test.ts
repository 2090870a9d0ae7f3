import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_V8_FLAGS } from '../db/pglite-v8-flags.ts';
import { codeCacheFile } from './code-cache.ts';

const run = promisify(execFile);
const loaderUrl = pathToFileURL(`${import.meta.dirname}/code-cache.ts`).href;

/** A CommonJS bundle as build.mjs makes one: require, __dirname, and a package loaded when first needed. */
const BUNDLE = `
const path = require('node:path');
exports.folder = path.basename(__dirname);
exports.twice = (n) => n * 2;
exports.later = () => Promise.resolve().then(() => require('node:os')).then((os) => typeof os.cpus);
`;

interface Report {
  cache: string;
  saved: boolean;
  folder: string;
  twice: number;
  later: string;
  /** V8's flags once the bundle had loaded and once the start was over, as cachedDataVersionTag tells them. */
  tagAfterLoad: number;
  tagAfterStart: number;
}

/**
 * One start in a fresh process, as dist/main.js does it: V8's flags and its in-memory compilation cache are per
 * process, so a cache can only be seen accepted or rejected by a process that did not compile the bundle itself.
 * `setFlags` plays PGlite opening after the bundle was compiled.
 */
async function start(bundleFile: string, { setFlags = false } = {}): Promise<Report> {
  const script = `
    import v8 from 'node:v8';
    import { loadWithCodeCache } from ${JSON.stringify(loaderUrl)};
    const flags = ${JSON.stringify(PGLITE_V8_FLAGS)};
    const bundle = loadWithCodeCache(${JSON.stringify(bundleFile)}, { flags });
    const tagAfterLoad = v8.cachedDataVersionTag();
    if (${setFlags}) v8.setFlagsFromString(flags);
    const { folder, twice, later } = bundle.exports;
    const report = { cache: bundle.cache, folder, twice: twice(21), later: await later(), tagAfterLoad };
    const saved = bundle.afterStart();
    console.log(JSON.stringify({ ...report, saved, tagAfterStart: v8.cachedDataVersionTag() }));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Report;
}

/** cachedDataVersionTag of a process started with these V8 flags: equal tags, equal flags. */
const tagWith = async (flags: string[]) =>
  Number(
    (
      await run(process.execPath, [...flags, '-e', `console.log(require('node:v8').cachedDataVersionTag())`], {
        encoding: 'utf8',
      })
    ).stdout,
  );
const pgliteFlags = PGLITE_V8_FLAGS.split(' ');
/** The flags the loader sets until the start is over. */
const whileStarting = ['--no-flush-bytecode', '--verify-snapshot-checksum'];
/** The tags of V8 as Node starts it, with PGlite's flags, and either while the loader keeps bytecode. */
const tags = { plain: 0, pglite: 0, keeping: 0, keepingPglite: 0 };

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'restrung-code-cache-'));
  [tags.plain, tags.pglite, tags.keeping, tags.keepingPglite] = await Promise.all([
    tagWith([]),
    tagWith(pgliteFlags),
    tagWith(whileStarting),
    tagWith([...whileStarting, ...pgliteFlags]),
  ]);
  expect(new Set(Object.values(tags)).size).toBe(4);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function newBundle(name: string) {
  const dir = path.join(scratch, name);
  await mkdir(dir);
  const file = path.join(dir, 'server-ABC123.cjs');
  await writeFile(file, BUNDLE);
  return file;
}

// Each case starts Node processes one after another (a second or so each); the cases run side by side.
describe.concurrent('a bundle compiled from its code cache (decision 0056)', { timeout: 60_000 }, () => {
  it('runs as CommonJS, saves a cache after the first start, and compiles from it at the next', async () => {
    const bundle = await newBundle('plain');
    const first = await start(bundle);
    expect(first).toEqual({
      cache: 'none',
      saved: true,
      folder: 'plain',
      twice: 42,
      later: 'function',
      tagAfterLoad: tags.keeping,
      tagAfterStart: tags.plain,
    });
    expect((await readFile(codeCacheFile(bundle)))[0]).toBe(0);

    const second = await start(bundle);
    expect(second).toMatchObject({ cache: 'accepted', saved: false, twice: 42, later: 'function' });
    // Compiled while V8 kept bytecode, then back to V8's own flags.
    expect(second).toMatchObject({ tagAfterLoad: tags.keeping, tagAfterStart: tags.plain });
  });

  it('a cache saved after PGlite set its V8 flags is accepted: the flags are set again before compiling', async () => {
    const bundle = await newBundle('pglite');
    expect(await start(bundle, { setFlags: true })).toMatchObject({
      cache: 'none',
      saved: true,
      tagAfterLoad: tags.keeping,
      tagAfterStart: tags.pglite,
    });
    expect((await readFile(codeCacheFile(bundle)))[0]).toBe(1);

    const second = await start(bundle, { setFlags: true });
    expect(second).toMatchObject({ cache: 'accepted', saved: false, twice: 42 });
    expect(second).toMatchObject({ tagAfterLoad: tags.keepingPglite, tagAfterStart: tags.pglite });
  });

  it('a damaged cache is rejected, the bundle still runs, and a good cache replaces it', async () => {
    const bundle = await newBundle('damaged');
    await writeFile(codeCacheFile(bundle), Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(await start(bundle)).toMatchObject({ cache: 'rejected', saved: true, twice: 42 });
    expect(await start(bundle)).toMatchObject({ cache: 'accepted', twice: 42 });
  });

  it('a cache damaged inside, its header intact, is rejected instead of crashing the process', async () => {
    const bundle = await newBundle('damaged-inside');
    expect(await start(bundle)).toMatchObject({ cache: 'none', saved: true });
    const saved = await readFile(codeCacheFile(bundle));
    // Past the flag byte and V8's header (a few dozen bytes), up to the end: the serialised code itself.
    for (let i = 64; i < saved.length; i++) saved[i] = saved[i]! ^ 0x5a;
    await writeFile(codeCacheFile(bundle), saved);
    expect(await start(bundle)).toMatchObject({ cache: 'rejected', saved: true, twice: 42 });
    expect(await start(bundle)).toMatchObject({ cache: 'accepted', twice: 42 });
  });

  it('a cache that cannot be written leaves the start as it was, and no partial file behind', async () => {
    const bundle = await newBundle('unwritable');
    // A folder where the cache file goes: running as root, permissions would not stop the write.
    await mkdir(path.join(codeCacheFile(bundle), 'taken'), { recursive: true });
    expect(await start(bundle)).toMatchObject({ cache: 'none', saved: false, twice: 42 });
    expect(await start(bundle)).toMatchObject({ cache: 'none', saved: false, twice: 42 });
    expect((await readdir(path.dirname(bundle))).sort()).toEqual([
      'server-ABC123.cjs',
      path.basename(codeCacheFile(bundle)),
    ]);
  });
});
