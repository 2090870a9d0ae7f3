import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import {
  firstBundleChunkName,
  firstPaintChunkName,
  firstPaintChecks,
  pagePreloads,
  preloadLinks,
} from './first-paint-chunks.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { compileHints } from './compile-hints.ts';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';
import { ADOPTED_FRAME_PAGES, type AdoptedFramePage } from './src/app/frame-mark.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;

/** Writes `body` at the highest brotli and gzip levels to `<target>.br` and `<target>.gz`. */
async function writeCompressed(body: Buffer | string, target: string) {
  const bytes = Buffer.from(body);
  await writeFile(
    `${target}.br`,
    await brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  );
  await writeFile(`${target}.gz`, await gzipAsync(bytes, { level: 9 }));
}

/**
 * Writes a .br and a .gz beside every compressible hashed asset, at the highest levels, once per build:
 * the server (plugins/static-files.ts) sends them as they are instead of compressing on every request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'restrung:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assetsDir = path.join(outDir, 'assets');
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          await writeCompressed(await readFile(file), file);
        }),
      );
    },
  };
}

/**
 * The HTML files' brotli and gzip forms, read by the server at start instead of compressed there
 * (apps/server/src/plugins/static-files.ts, PRECOMPRESSED_HTML_DIR). The dot keeps the folder from being served.
 */
const PRECOMPRESSED_HTML_DIR = '.compressed';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the page as the app first draws it into the HTML (src/app/static-shell.tsx, rendered here with Vite's SSR
 * loader): `index.html` gets the header and the first-load spinner, and `.home.html`, which the server sends for `/`
 * only, gets the header and the home hero with its picture preloaded at high priority, its #root marked as a frame the
 * app adopts rather than redraws (src/app/start-app.tsx); `.login.html`, `.signup.html`, `.forgot-password.html`
 * and `.reset-password.html` get their forms, adopted the same way (src/app/frame-mark.ts). A phone then paints the
 * header and the hero, the home page's largest paint, once the HTML and CSS have arrived, not after the JavaScript
 * has loaded and run. The leading dot keeps `.home.html` itself from being served as a page.
 */
function staticShell(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'restrung:static-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = await readdir(path.join(outDir, 'assets'));
      // In the SSR loader an imported picture is its source path; in the page it must be the built file.
      const builtUrl = (source: string) => {
        const { name, ext } = path.parse(source);
        const hashed = new RegExp(`^${name}-[\\w-]{8}\\${ext}$`);
        const built = assets.find((file) => hashed.test(file));
        if (!built) throw new Error(`static-shell: ${source} is missing from the build`);
        return `/assets/${built}`;
      };
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias },
        // Libraries go through the aliases too (left to Node, they would load React beside Preact).
        ssr: {
          noExternal: ['react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'],
          resolve: { conditions: ['module'] },
        },
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      let shell: { home: string; other: string };
      // Each form page's #root: the sign-in, sign-up and password pages carry their forms, which the app adopts.
      let formRoots: { page: string; root: string; title: string }[];
      try {
        const module = (await server.ssrLoadModule('/src/app/static-shell.tsx')) as {
          renderStaticShellRoot: (page: AdoptedFramePage | 'other') => string;
          staticShellTitle: (page: AdoptedFramePage) => string;
        };
        // A renderer may write a preload for a high-priority picture where it is; the head gets one instead (below).
        const withBuiltUrls = (html: string) =>
          html
            .replace(/<link rel="preload" as="image"[^>]*>/g, '')
            .replace(/\/src\/assets\/([\w/.-]+\.\w+)(\?[\w-]*)?/g, (_, source: string) => builtUrl(source));
        shell = {
          home: withBuiltUrls(module.renderStaticShellRoot('home')),
          other: withBuiltUrls(module.renderStaticShellRoot('other')),
        };
        formRoots = (Object.keys(ADOPTED_FRAME_PAGES) as AdoptedFramePage[])
          .filter((page) => page !== 'home')
          .map((page) => ({
            page,
            root: withBuiltUrls(module.renderStaticShellRoot(page)),
            title: module.staticShellTitle(page),
          }));
      } finally {
        await server.close();
      }
      const hero = /<img[^>]*src="([^"]+)"/.exec(shell.home)?.[1];
      if (!hero) throw new Error('static-shell: the home hero has no picture');
      const indexFile = path.join(outDir, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!index.includes(emptyRoot)) throw new Error('static-shell: index.html has no empty #root');
      const preload = `<link rel="preload" as="image" href="${hero}" fetchpriority="high">`;
      await mkdir(path.join(outDir, PRECOMPRESSED_HTML_DIR), { recursive: true });
      const writeHtml = async (name: string, html: string) => {
        await writeFile(path.join(outDir, name), html);
        await writeCompressed(html, path.join(outDir, PRECOMPRESSED_HTML_DIR, name));
      };
      // Read by apps/server/src/plugins/static-files.ts.
      await writeHtml(
        '.home.html',
        index.replace('</title>', `</title>\n    ${preload}`).replace(emptyRoot, shell.home),
      );
      const other = index.replace(emptyRoot, shell.other);
      await writeHtml('index.html', other);
      // Read by apps/server/src/plugins/static-files.ts too (first-paint-chunks.ts, PRELOADED_PAGES).
      if (!other.includes('  </head>'))
        throw new Error('static-shell: index.html has no </head> to put preloads before');
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      // The form pages carry their own frames, which the app adopts (src/app/start-app.tsx), and their tab's title.
      const indexTitle = '<title>Restrung</title>';
      if (!index.includes(indexTitle)) throw new Error(`static-shell: index.html has no ${indexTitle}`);
      const ownFrames = Object.fromEntries(
        formRoots.map(({ page, root, title }) => [
          page,
          index.replace(emptyRoot, root).replace(indexTitle, `<title>${escapeHtml(title)}</title>`),
        ]),
      );
      for (const [page, files] of Object.entries(pagePreloads(manifest, root)))
        await writeHtml(
          `.${page}.html`,
          (ownFrames[page] ?? other).replace('  </head>', `${preloadLinks(files)}  </head>`),
        );
    },
  };
}

/**
 * Builds src/early.ts as an entry of its own and lists it in index.html before the app, so the page's first API
 * calls start once its few bytes have arrived rather than after the app's bundle has downloaded and run
 * (src/lib/early-requests.ts, decision 0035). An HTML file's module scripts would be merged into one entry,
 * hence the separate input. Not in `vite dev`: there the app makes its calls itself.
 */
function earlyRequestsEntry(): Plugin {
  return {
    name: 'restrung:early-requests-entry',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            early: path.resolve(import.meta.dirname, 'src/early.ts'),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
        );
        if (!early) throw new Error('early-requests: the build has no early entry');
        const firstScript = html.indexOf('<script type="module"');
        if (firstScript < 0) throw new Error('early-requests: index.html has no module script');
        const tag = `<script type="module" crossorigin src="/${early.fileName}"></script>\n    `;
        return html.slice(0, firstScript) + tag + html.slice(firstScript);
      },
    },
  };
}

/**
 * In `vite dev`, a changed module reloads the page. @vitejs/plugin-react's fast refresh swaps the module but has no
 * React renderer to redraw with under Preact (decision 0039), so the page would keep showing the old code.
 */
function reloadOnChange(): Plugin {
  return {
    name: 'restrung:reload-on-change',
    apply: 'serve',
    handleHotUpdate({ file, server }) {
      if (!/\.[cm]?[jt]sx?$/.test(file)) return;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}

// Exactly `zod`: the wrapper itself imports `zod/v4`, which stays zod.
const zodAlias = [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') }];

/**
 * The app runs on Preact through its React compatibility layer, not on react-dom: the same components and
 * libraries, with about 55 kB of gzip less before the first page can run (decision 0039). Everything that names
 * React resolves here, libraries included, so there is one runtime in the page; tests (vitest extends this file)
 * run on the same one.
 */
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const alias = [...zodAlias, ...preactAlias];

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    zodWithoutJsonSchema(),
    react(),
    reloadOnChange(),
    tailwindcss(),
    earlyRequestsEntry(),
    staticShell(),
    firstPaintChecks(import.meta.dirname),
    compileHints(),
    precompressAssets(),
  ],
  resolve: { alias },
  // The manifest (dist/.vite/manifest.json, never served: a dot folder) lets `npm run bench` add up each route's JS.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router reads React.useOptimistic where React has it and does without it otherwise, as on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The first-paint pages' parts in a few chunks, not one per shared module (first-paint-chunks.ts). Not
        // their dependencies: those are libraries or the first bundle's, which keep the chunks they have.
        codeSplitting: {
          groups: [
            // The first bundle in five files, not ten (first-paint-chunks.ts). Before the others, so a module of
            // the first bundle that a page imports too stays in it. Not its dependencies: the lazy imports' modules.
            { name: firstBundleChunkName(import.meta.dirname), priority: 2, includeDependenciesRecursively: false },
            { name: firstPaintChunkName(import.meta.dirname), includeDependenciesRecursively: false },
            // zod whole: left to itself, the bundler gives z.coerce (118 bytes) a file of its own, one more request
            // before the category page can draw. With it, what every schema of ours is made from: the alias that is
            // `zod` in this build, and the text and email fields. Taken by the first-paint chunks (priority 0), they
            // made the sign-in pages load the category and product pages' parts for them.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-without-eval\.ts$|[\\/]packages[\\/]shared[\\/]src[\\/]text\.ts$/,
              priority: 1,
            },
          ],
        },
        // A shared chunk is named after one of its modules; the one holding Preact and the router was named after
        // the buyer buttons, and the one holding react-hook-form after its zod resolver (beside zod's own chunk),
        // which misled anyone reading the network panel or the bench. Preact is in the app's first bundle.
        chunkFileNames: (chunk) => {
          const holds = (library: string) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${library}/`));
          if (holds('preact')) return 'assets/app-[hash].js';
          if (holds('react-hook-form')) return 'assets/forms-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
