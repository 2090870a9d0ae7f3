// Builds the server for `npm start`: one ESM bundle of our own code (with @restrung/shared inlined), every
// npm dependency left external and loaded from node_modules as usual (sharp, PGlite and pg carry native or
// WASM parts that must not be bundled). Starting it needs no TypeScript compiler (docs/decisions/0015).
// `node build.mjs <outdir>` builds elsewhere: the tests build once per run into a folder of their own and start
// their child processes from it, so no test process compiles TypeScript (docs/decisions/0022).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@restrung/'));

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
});
// db/client.ts reads the migrations next to itself; in the bundle that is dist/.
await cp(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir)}`);
