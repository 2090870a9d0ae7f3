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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
