import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleInProject } from './bundle-in-project.ts';
import { reactRouterProduction } from './react-router-production.ts';

/** React Router's modules in a bundle of an import of it with these plugins, as paths inside the package. */
async function reactRouterModules(plugins: Plugin[]) {
  const { rendered } = await bundleInProject(
    "export { createBrowserRouter, useNavigate } from 'react-router';\n",
    plugins,
    ['react', 'react-dom'],
  );
  return Object.entries(rendered)
    .filter(([id, bytes]) => id.includes('/react-router/') && bytes > 0)
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
