// Builds the server for `npm start`: one bundle of our own code and its npm dependencies, so a start
// compiles a few large files instead of resolving and reading about a thousand modules in node_modules (start to
// first 200 on PostgreSQL 1.7 -> 1.3 s on this machine; decision 0015, amendment). Left external, loaded from node_modules as
// usual: packages with native, WASM or data files they find beside themselves, and those loaded only when first
// needed. Starting it needs no TypeScript compiler (docs/decisions/0015). dist/main.js compiles the bundle from a V8
// code cache saved beside it by the first start (decision 0056).
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
  'pino-pretty', // only for a terminal, imported when one is there
  'stripe', // imported when Stripe is configured
  'ioredis', // imported when REDIS_URL is set
];
for (const name of external) if (!(name in dependencies)) throw new Error(`${name} is not a dependency any more`);

/**
 * Bundled packages that find files beside themselves through __dirname (the API docs: swagger-ui serves its own
 * folder, swagger reads its package.json). Each __dirname becomes that file's folder in node_modules, found when the
 * server runs as an external require would find it, so they are in the code cache (decision 0056): about 100 ms of a
 * start compiled them and their dependencies from node_modules.
 */
const FIND_FILES_BESIDE_THEMSELVES = ['@fastify/swagger', '@fastify/swagger-ui'];
for (const name of FIND_FILES_BESIDE_THEMSELVES)
  if (!(name in dependencies)) throw new Error(`${name} is not a dependency any more`);
const dirnameAtRunTime = {
  name: 'dirname-at-run-time',
  setup(build) {
    // Every package's files pass by here; only those of FIND_FILES_BESIDE_THEMSELVES are rewritten.
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async (args) => {
      const name = FIND_FILES_BESIDE_THEMSELVES.find((each) =>
        args.path.includes(`${path.sep}node_modules${path.sep}${each}${path.sep}`),
      );
      if (!name) return undefined;
      const root = args.path.slice(0, args.path.indexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`));
      const folder = path.relative(path.join(root, 'node_modules', name), path.dirname(args.path));
      const dirname = `require('node:path').join(require('node:path').dirname(require.resolve(${JSON.stringify(`${name}/package.json`)})), ${JSON.stringify(folder)})`;
      return { contents: (await readFile(args.path, 'utf8')).replace(/\b__dirname\b/g, `(${dirname})`), loader: 'js' };
    });
  },
};

/**
 * A bundled package that reads a file beside itself through __dirname would find the bundle's folder, not its own:
 * the call would fail when it runs, not when the server starts. Such a package must stay external. Our own code
 * means the bundle's folder (import.meta.dirname in the source). pino builds paths to its worker only for a
 * `transport`, which the server never configures (src/logger.ts).
 */
const MAY_NAME_DIRNAME = ['pino', 'thread-stream'];
async function refuseDirnameInBundle() {
  for (const file of (await readdir(outdir)).filter((name) => /\.c?js$/.test(name))) {
    let module = 'our own code';
    for (const line of (await readFile(path.join(outdir, file), 'utf8')).split('\n')) {
      // esbuild heads each bundled file with its path: `// node_modules/<package>/...` or `// src/...`.
      const source = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line)?.[1];
      if (source) module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'our own code';
      if (/\b__(dirname|filename)\b/.test(line) && module !== 'our own code' && !MAY_NAME_DIRNAME.includes(module))
        throw new Error(
          `${file}: ${module} uses __dirname or __filename; add it to the external packages or to FIND_FILES_BESIDE_THEMSELVES`,
        );
    }
  }
}

await rm(outdir, { recursive: true, force: true });
const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // The package.json files dirnameAtRunTime looks up stay where they are.
  external: [...external, ...FIND_FILES_BESIDE_THEMSELVES.map((name) => `${name}/package.json`)],
  plugins: [dirnameAtRunTime],
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
};
// The server, as CommonJS: Node 20 can compile a script, not an ES module, from a V8 code cache (src/boot/code-cache.ts,
// decision 0056). Its name holds a hash of its content, and so does the cache saved beside it.
const server = await build({
  ...shared,
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir,
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // import() of the external packages (sharp, ioredis, pino-pretty) as require(): a script compiled from a code cache
  // has no dynamic import on Node 20 (src/boot/code-cache.ts).
  supported: { 'dynamic-import': false },
  // import.meta is empty in CommonJS: our code and bundled packages find files beside the bundle, as before.
  define: {
    'import.meta.url': '__importMetaUrl',
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
  },
  banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
const [serverBundle, { imports }] = Object.entries(server.metafile.outputs).find(([file]) => file.endsWith('.cjs'));
const dynamicImports = imports.filter((each) => each.kind === 'dynamic-import').map((each) => each.path);
if (dynamicImports.length > 0)
  throw new Error(
    `the server bundle keeps import() of ${dynamicImports.join(', ')}: src/boot/code-cache.ts cannot run it`,
  );
await build({
  ...shared,
  entryPoints: { main: path.join(here, 'src/boot/main-from-bundle.ts') },
  outdir,
  format: 'esm',
  define: { SERVER_BUNDLE: JSON.stringify(path.basename(serverBundle)) },
});
// The command-line tools run once and end: ES modules, as before, sharing their chunks.
await build({
  ...shared,
  entryPoints: {
    'create-admin': path.join(here, 'src/cli/create-admin.ts'),
    'demote-admin': path.join(here, 'src/cli/demote-admin.ts'),
  },
  outdir,
  splitting: true,
  format: 'esm',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await refuseDirnameInBundle();
// db/client.ts reads the migrations next to itself; in the bundle that is dist/.
await cp(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir)}`);
