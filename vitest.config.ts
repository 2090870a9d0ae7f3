import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'];
/** Tests that need a PostgreSQL server itself (several processes on one database): the api-postgres project only. */
const postgresOnlyTests = 'apps/server/src/**/*.postgres.test.ts';
/**
 * Drawn demo and category pictures, reused by every test (and e2e run) that seeds a fresh database instead of
 * drawn again (apps/server/src/images/artwork-cache.ts). Under node_modules, so `npm ci` starts it afresh.
 */
const artworkCacheDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules/.cache/restrung-artwork');

/**
 * The server's test files share one module graph per worker instead of loading Fastify, better-auth, Drizzle and
 * PGlite again for each file: the server projects took 283 s isolated and 175 s shared (decision 0050). Each file
 * builds its own app, database and media folder, so the only thing shared is module code; a server test that stubs
 * the environment, fakes timers or spies on a global puts it back itself (`sharedGlobalsGuard` fails one that does
 * not), and none mocks a module (`vi.mock` would miss a module an earlier file in the worker loaded, and could leak
 * into the files after it; the lint refuses it there: biome-plugins/no-module-mocks-in-server-tests.grit).
 */
const serverFilesIsolated = false;
/** Fails a server test file that leaves those globals changed, instead of the file after it. */
const sharedGlobalsGuard = 'apps/server/src/test/shared-globals-guard.ts';

/** The component tests that draw the dashboard's charts (recharts), relative to apps/web. */
const chartTests = [
  'src/features/dashboard/components/overview-section.test.tsx',
  'src/features/dashboard/pages/dashboard-home-page.test.tsx',
];

/** The web app's component tests, in jsdom, on Preact as the page runs (apps/web/vite.config.ts). */
function webProject(
  name: string,
  test: { include?: string[]; exclude?: string[]; pool?: 'vmThreads'; setupFiles?: string[] },
) {
  return {
    extends: './apps/web/vite.config.ts',
    resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['module', 'main'] },
    test: {
      name,
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Pages with a dozen cards take seconds to render in jsdom when the other project shares the 2 cores.
      testTimeout: 15_000,
      // Libraries that import React go through the build's aliases too, so the tests render on Preact as the
      // page does (apps/web/vite.config.ts); left to Node, they would load react-dom beside it. Their ES module
      // builds are taken (mainFields, conditions), as the page's build takes them.
      server: {
        deps: {
          inline: [
            /react-router/,
            /@tanstack\/react-query/,
            /react-hook-form/,
            /@hookform\/resolvers/,
            /react-toastify/,
            /recharts/,
            /react-redux/,
            /yet-another-react-lightbox/,
          ],
        },
      },
      ...test,
    },
  };
}

/**
 * API tests (`*.api.test.ts`) run on a fresh in-memory PGlite database per file; when DATABASE_URL_TEST is
 * set they run a second time against that PostgreSQL server, each file in a database of its own.
 */
export default defineConfig({
  test: {
    // `npm run test:coverage` (CI runs it through `npm run test:ci`): lines covered by the unit and API tests, per
    // workspace (issue 15). Measured 2026-11-23 on PGlite: server 87.1 %, web 75.5 % (decision 0028).
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/server/src/db/migrations/**', 'apps/server/src/cli/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'apps/server/src/**': { lines: 85 },
        'apps/web/src/**': { lines: 75 },
      },
    },
    // Vitest's default (one worker fewer than the cores) is a single worker on a 2-core machine, while many
    // files mostly wait on child processes, sockets and timers: one worker per core keeps both busy. On a
    // machine busy with other work, `npx vitest run --maxWorkers=1` trades time for headroom.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          isolate: serverFilesIsolated,
          include: serverTests,
          exclude: [...configDefaults.exclude, postgresOnlyTests],
          environment: 'node',
          env: { TEST_DB: 'pglite', RESTRUNG_ARTWORK_CACHE_DIR: artworkCacheDir },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [sharedGlobalsGuard],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.DATABASE_URL_TEST
        ? [
            {
              test: {
                name: 'api-postgres',
                isolate: serverFilesIsolated,
                include: ['apps/server/src/**/*.api.test.ts', postgresOnlyTests],
                environment: 'node',
                env: { TEST_DB: 'postgres', RESTRUNG_ARTWORK_CACHE_DIR: artworkCacheDir },
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                setupFiles: [sharedGlobalsGuard],
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      webProject('web', {
        exclude: [...configDefaults.exclude, ...chartTests],
        // Each file in a fresh VM context of one long-lived worker, instead of a fresh process that imports jsdom
        // again (about a second each): with the charts' project below, 113 s and 213 s of CPU became 47 s and 81 s
        // (decision 0055).
        pool: 'vmThreads',
      }),
      // The files that draw the dashboard's charts: recharts' store reaches React through a CommonJS-only package
      // (use-sync-external-store), loaded by Node, whose require('react') test-node-setup.ts sends to Preact. In a VM
      // context that require cannot load Preact (an ES module only), so these run in a process of their own each.
      webProject('web-charts', { include: chartTests, setupFiles: ['./test-node-setup.ts', './src/test/setup.ts'] }),
      // The web build's own helpers (apps/web/*.ts) and the bench's (bench/*.ts), which run in Node.
      { test: { name: 'tools', include: ['apps/web/*.test.ts', 'bench/*.test.ts'], environment: 'node' } },
    ],
  },
});
