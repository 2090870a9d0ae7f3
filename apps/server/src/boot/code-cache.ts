import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Whether V8 compiled the bundle from a saved code cache: `none` (no cache beside it yet), `accepted`, or `rejected`
 * (made by another V8 version or under other flags; V8 compiled the source instead).
 */
export type CodeCacheState = 'none' | 'accepted' | 'rejected';

export interface LoadedBundle<Exports> {
  exports: Exports;
  cache: CodeCacheState;
  /**
   * Call once, when the work worth caching has run (a server's start): saves the code V8 has compiled for the bundle
   * so far, the functions it compiled lazily included, unless the cache was accepted; then lets V8 drop the bytecode
   * of functions that no longer run, as it did before. Answers whether it saved; a folder that cannot be written
   * (a read-only image) only means the next start compiles again.
   */
  afterStart(): boolean;
}

/** The cache file's first byte: whether `flags` had been set in the process that saved it. */
const SAVED_WITHOUT_FLAGS = 0;
const SAVED_WITH_FLAGS = 1;

/**
 * V8 flags from the load to the end of the start; the cache is made and checked under them, and V8's defaults come
 * back after. `--verify-snapshot-checksum`: a release build of V8 checks a cache's checksum only with it, and a cache
 * damaged inside (its header intact) crashed the process while compiling.
 */
const WHILE_STARTING = '--no-flush-bytecode --verify-snapshot-checksum';
const V8_DEFAULTS = '--flush-bytecode --no-verify-snapshot-checksum';

/** The cache kept beside a bundle. Its name holds the bundle's own (a content hash, build.mjs), so it cannot outlive it. */
export const codeCacheFile = (bundleFile: string) => `${bundleFile}.v8-cache`;

/**
 * Runs a CommonJS bundle the way `require` would, but compiled through `vm.Script` with V8's code cache, which
 * Node 20 offers no other way for a bundle this size (`module.enableCompileCache` is Node 22). A start of the server
 * spent about 300 ms compiling its 5 MB bundle; from the cache it deserialises the code instead (decision 0056).
 *
 * `flags` are the V8 flags the bundle may set while it runs (PGlite's, db/pglite-v8-flags.ts). V8 accepts a cache
 * only under the flags it was made with, and a server on PGlite sets them after its bundle was compiled: the cache
 * records whether they were set when it was saved, and they are set again before compiling from it.
 *
 * Until `afterStart`, V8 keeps the bytecode of every function that ran (`--no-flush-bytecode`): a first start that
 * ran long (migrating and seeding a new database) otherwise saved a cache without the functions that ran early in
 * it, and later starts gained about 50 ms from it instead of about 300 (decision 0056).
 *
 * The bundle must not call `import()`: on Node 20 a script compiled from a cache loses its dynamic import callback
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), and giving it Node's own (`vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER`)
 * prints an experimental warning at every start. build.mjs turns each `import()` into `require()` and refuses a
 * bundle that keeps one.
 */
export function loadWithCodeCache<Exports>(bundleFile: string, { flags }: { flags: string }): LoadedBundle<Exports> {
  const cacheFile = codeCacheFile(bundleFile);
  v8.setFlagsFromString(WHILE_STARTING);
  const tagWithoutFlags = v8.cachedDataVersionTag();
  const saved = readIfThere(cacheFile);
  if (saved?.[0] === SAVED_WITH_FLAGS) v8.setFlagsFromString(flags);
  const script = new vm.Script(Module.wrap(readFileSync(bundleFile, 'utf8')), {
    filename: bundleFile,
    cachedData: saved?.subarray(1),
  });
  const cache: CodeCacheState = !saved ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted';
  const module = { exports: {} as Exports };
  const commonJsWrapper = script.runInThisContext() as (...args: unknown[]) => void;
  commonJsWrapper.call(
    module.exports,
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile),
  );
  return {
    exports: module.exports,
    cache,
    afterStart() {
      try {
        return cache !== 'accepted' && save(v8.cachedDataVersionTag() !== tagWithoutFlags);
      } finally {
        v8.setFlagsFromString(V8_DEFAULTS);
      }
    },
  };

  function save(flagsSet: boolean): boolean {
    const data = Buffer.concat([
      Buffer.of(flagsSet ? SAVED_WITH_FLAGS : SAVED_WITHOUT_FLAGS),
      script.createCachedData(),
    ]);
    // Written whole under another name, then renamed: processes starting together never read half a cache.
    const partial = `${cacheFile}.${process.pid}.partial`;
    try {
      writeFileSync(partial, data);
      renameSync(partial, cacheFile);
      return true;
    } catch {
      rmSync(partial, { force: true });
      return false;
    }
  }
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
