import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production.ts';

let dir: string;
/** Inside the project, where `react-router` resolves as it does for the app. */
beforeAll(async () => {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(path.join(cache, 'react-router-production-'));
  await writeFile(path.join(dir, 'entry.ts'), "export { createBrowserRouter, useNavigate } from 'react-router';\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** React Router's modules in a build of the entry above with these plugins, as paths inside the package. */
async function reactRouterModules(plugins: Plugin[]) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins,
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(dir, 'entry.ts'), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: ['react', 'react-dom'] },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output[0];
  return Object.entries(chunk.modules)
    .filter(([id, module]) => id.includes('/react-router/') && module.renderedLength > 0)
    .map(([id]) => id.slice(id.indexOf('/react-router/') + 1));
}

describe('React Router in the web build (apps/web/react-router-production.ts)', () => {
  it('is its production build, without the development warnings', async () => {
    const modules = await reactRouterModules([reactRouterProduction()]);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => !id.startsWith('react-router/dist/production/'))).toEqual([]);
  }, 60_000);

  it('would be the development build without it, as the package exports only that one', async () => {
    const modules = await reactRouterModules([]);
    expect(modules.some((id) => id.startsWith('react-router/dist/development/'))).toBe(true);
  }, 60_000);
});
