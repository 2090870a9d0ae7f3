import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

/**
 * The chunks of an app build (not a library build: Vite writes its preload list only there) of three modules: an
 * entry that imports two pages on demand, both of which use a shared module, so the entry's chunk starts with Vite's
 * `__vite__mapDeps` line.
 */
async function appChunks(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'compile-hints-'));
  try {
    await writeFile(path.join(dir, 'shared.ts'), "export const greet = (name: string) => 'hello ' + name;\n");
    await writeFile(
      path.join(dir, 'a.ts'),
      "import { greet } from './shared.ts';\nexport const a = () => greet('a');\n",
    );
    await writeFile(
      path.join(dir, 'b.ts'),
      "import { greet } from './shared.ts';\nexport const b = () => greet('b');\n",
    );
    const entry = path.join(dir, 'entry.ts');
    await writeFile(entry, "void import('./a.ts').then((m) => m.a());\nvoid import('./b.ts').then((m) => m.b());\n");
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins,
      build: { write: false, rollupOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    return output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the compile hint on every chunk (apps/web/compile-hints.ts)', () => {
  it('is the first line of every chunk, before Vite’s own preload list', async () => {
    const chunks = await appChunks([compileHints()]);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.some((chunk) => chunk.code.includes('const __vite__mapDeps'))).toBe(true);
    for (const chunk of chunks) expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT);
  }, 60_000);

  it('is written once, however often the bundle is written', async () => {
    const plugin = compileHints();
    const chunk = { type: 'chunk', fileName: 'x.js', code: 'export {};\n' };
    const css = { type: 'asset', fileName: 'x.css', source: 'a{}' };
    const bundle = { 'x.js': chunk, 'x.css': css };
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    hook.handler({}, bundle);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nexport {};\n`);
    expect(css.source).toBe('a{}');
  });

  it('without it, a chunk starts with Vite’s preload list', async () => {
    const chunks = await appChunks([]);
    const entry = chunks.find((chunk) => chunk.code.includes('const __vite__mapDeps'))!;
    expect(entry.code.startsWith('const __vite__mapDeps')).toBe(true);
  }, 60_000);
});
