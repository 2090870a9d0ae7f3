import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;

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
          const body = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
          );
          await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Writes `.home.html`: index.html with the home hero picture preloaded at high priority, which the server sends
 * for `/` only. The hero is the largest paint of the home page on a phone, and without this the browser only
 * discovers it once the home page's script has run; other pages do not need it, so index.html stays as it is.
 * The leading dot keeps the file itself from being served as a page.
 */
function homePreload(): Plugin {
  let outDir = 'dist';
  return {
    name: 'restrung:home-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const hero = (await readdir(path.join(outDir, 'assets'))).find((name) => /^hero-guitars-.*\.svg$/.test(name));
      if (!hero) throw new Error('home-preload: the hero picture is missing from the build');
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const preload = `<link rel="preload" as="image" href="/assets/${hero}" fetchpriority="high">`;
      // Read by apps/server/src/plugins/static-files.ts.
      await writeFile(path.join(outDir, '.home.html'), index.replace('</title>', `</title>\n    ${preload}`));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), homePreload()],
  // Exactly `zod`: the wrapper itself imports `zod/v4`, which stays zod.
  resolve: {
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') }],
  },
  // The manifest (dist/.vite/manifest.json, never served: a dot folder) lets `npm run bench` add up each route's JS.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
