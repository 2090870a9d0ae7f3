// dist/main.js, what `npm run serve` runs: compiles the server bundle from its code cache when one was saved, starts
// the server, and saves the cache after a start that had none (decision 0056).
import path from 'node:path';
import { PGLITE_V8_FLAGS } from '../db/pglite-v8-flags.ts';
import type { startServer } from '../server.ts';
import { loadWithCodeCache } from './code-cache.ts';

/** The server bundle's file name, content hash included; build.mjs writes it in. */
declare const SERVER_BUNDLE: string;

const bundle = loadWithCodeCache<{ startServer: typeof startServer }>(path.join(import.meta.dirname, SERVER_BUNDLE), {
  flags: PGLITE_V8_FLAGS,
});
await bundle.exports.startServer();
bundle.afterStart();
