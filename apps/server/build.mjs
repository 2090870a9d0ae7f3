// Builds the server for `npm start`: one ESM bundle of our own code and its npm dependencies, so a start
// compiles a few large files instead of resolving and reading about a thousand modules in node_modules (start to
// first 200 on PostgreSQL 1.7 -> 1.3 s on this machine; decision 0015, amendment). Left external, loaded from node_modules as
// usual: packages with native, WASM or data files they find beside themselves, and those loaded only when first
// needed. Starting it needs no TypeScript compiler (docs/decisions/0015).
// `node build.mjs <outdir>` builds elsewhere: the tests build once per run into a folder of their own and start
// their child processes from it, so no test process compiles TypeScript (docs/decisions/0022).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = [
  '@electric-sql/pglite', // its WASM and data files are read from beside its module
  'sharp', // a native addon
  'pg', // requires the optional pg-native when asked for it
  '@fastify/swagger-ui', // serves the files in its own folder
  'pino-pretty', // only for a terminal, imported when one is there
  'stripe', // imported when Stripe is configured
  'ioredis', // imported when REDIS_URL is set
];
for (const name of external) if (!(name in dependencies)) throw new Error(`${name} is not a dependency any more`);

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
// db/client.ts reads the migrations next to itself; in the bundle that is dist/.
await cp(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir)}`);
