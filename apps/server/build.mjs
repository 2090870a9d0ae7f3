// Builds the server for `npm start`: one ESM bundle of our own code and its npm dependencies, so a start
// compiles a few large files instead of resolving and reading about a thousand modules in node_modules (start to
// first 200 on PostgreSQL 1.7 -> 1.3 s on this machine; decision 0015, amendment). Left external, loaded from node_modules as
// usual: packages with native, WASM or data files they find beside themselves, and those loaded only when first
// needed. Starting it needs no TypeScript compiler (docs/decisions/0015).
// `node build.mjs <outdir>` builds elsewhere: the tests build once per run into a folder of their own and start
// their child processes from it, so no test process compiles TypeScript (docs/decisions/0022).
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = [
  '@electric-sql/pglite', // its WASM and data files are read from beside its module
  'sharp', // a native addon
  'pg', // requires the optional pg-native when asked for it
  '@fastify/swagger', // reads its own package.json from beside itself (__dirname, which a bundle has not)
  '@fastify/swagger-ui', // serves the files in its own folder
  'pino-pretty', // only for a terminal, imported when one is there
  'stripe', // imported when Stripe is configured
  'ioredis', // imported when REDIS_URL is set
];
for (const name of external) if (!(name in dependencies)) throw new Error(`${name} is not a dependency any more`);

/**
 * A bundled CommonJS package that reads a file beside itself uses __dirname, which an ES module bundle does not
 * define: the call would fail when it runs, not when the server starts. Such a package must stay external. pino
 * builds paths to its worker only for a `transport`, which the server never configures (src/logger.ts).
 */
const MAY_NAME_DIRNAME = ['pino', 'thread-stream'];
async function refuseDirnameInBundle() {
  for (const file of (await readdir(outdir)).filter((name) => name.endsWith('.js'))) {
    let module = 'our own code';
    for (const line of (await readFile(path.join(outdir, file), 'utf8')).split('\n')) {
      // esbuild heads each bundled file with its path: `// node_modules/<package>/...` or `// src/...`.
      const source = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line)?.[1];
      if (source) module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'our own code';
      if (/\b__(dirname|filename)\b/.test(line) && !MAY_NAME_DIRNAME.includes(module))
        throw new Error(`${file}: ${module} uses __dirname or __filename; add it to the external packages`);
    }
  }
}

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'create-admin': path.join(here, 'src/cli/create-admin.ts'),
    'demote-admin': path.join(here, 'src/cli/demote-admin.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await refuseDirnameInBundle();
// db/client.ts reads the migrations next to itself; in the bundle that is dist/.
await cp(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir)}`);
