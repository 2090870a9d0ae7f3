import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** One module bundled as the web build would bundle it, with only the given plugins. */
export interface Bundle {
  code: string;
  /** Rendered bytes per module id: 0 for a module that tree-shaking emptied. */
  rendered: Record<string, number>;
}

/**
 * Bundles `source` (a module's text) with Vite and `plugins`, unminified, with its libraries but `external`. The module
 * is written inside the project (under node_modules/.cache) for the time of the build, so that its imports resolve to
 * the project's libraries as the app's do.
 */
export async function bundleInProject(
  source: string,
  plugins: Plugin[],
  external: string[] | ((id: string) => boolean) = [],
): Promise<Bundle> {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'bundle-in-project-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    await writeFile(entry, source);
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: import.meta.dirname,
      plugins,
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rollupOptions: { external },
      },
    })) as Rolldown.RolldownOutput[];
    const chunk = output[0]!.output[0];
    const rendered = Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]);
    return { code: chunk.code, rendered: Object.fromEntries(rendered) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
