import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleInProject } from './bundle-in-project.ts';
import { FIRST_PAINT_PAGES } from './first-paint-chunks.ts';

const WEB = import.meta.dirname;
const SHARED = path.resolve(WEB, '../../packages/shared/src');
/**
 * Modules whose import() runs as a page loads, not on a click: every signed-in page loads the buyer buttons' chunks
 * (at once on product and seller pages, else once idle), and a buyer's Book Now fetches the booking form ahead.
 */
const LOADS_AHEAD = new Set(
  ['src/app/buyer-buttons.tsx', 'src/features/bookings/components/book-now-button.tsx'].map((file) =>
    path.resolve(WEB, file),
  ),
);

/**
 * Schemas of what callers send: forms, bodies, queries and path parameters, as the shared package names them. The
 * search filters' price and year ranges (`searchRangesSchema`) are not among them: the category page checks those.
 */
const SENT_SCHEMA = /(Input|Form|Query|Params|Request|Decision)Schema$|^(productUpdateSchema|guitarDetailsShape)$/;

/** Forms fetched ahead with the part that draws them (Book Now's booking form): their rules come along on purpose. */
const DRAWN_AHEAD = new Set(['booking.ts: bookingFormSchema']);

/** A module the app loads beside a request to read its answer (`schemasFrom`): a `responses.ts` or a shared one. */
const readsAnswers = (id: string) => id.endsWith('/responses.ts') || id.startsWith(SHARED);

interface ModuleLinks {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** Records each module's static and dynamic imports as the bundler resolved them. */
function recordGraph(graph: Map<string, ModuleLinks>): Plugin {
  return {
    name: 'record-module-graph',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds });
      }
    },
  };
}

/**
 * The shared modules a page evaluates as it loads: what it imports statically, the answer modules its requests load,
 * and the parts loaded ahead (`LOADS_AHEAD`); with `answers: false`, what it imports statically only. Libraries,
 * styles and pictures are left out of the bundle.
 */
async function sharedModulesOf(file: string, { answers = true } = {}): Promise<string[]> {
  const graph = new Map<string, ModuleLinks>();
  const entry = path.resolve(WEB, file);
  await bundleInProject(`import ${JSON.stringify(entry)};`, [recordGraph(graph)], (id) =>
    /^[\w@]/.test(id) && !id.startsWith('@restrung/') ? true : /\.(css|svg|png|webp)(\?.*)?$/.test(id),
  );
  const loaded = new Set<string>();
  const visit = (id: string) => {
    if (loaded.has(id)) return;
    loaded.add(id);
    const links = graph.get(id);
    for (const next of links?.imports ?? []) visit(next);
    if (answers)
      for (const next of links?.dynamicImports ?? []) if (readsAnswers(next) || LOADS_AHEAD.has(id)) visit(next);
  };
  visit(entry);
  return [...loaded].filter((id) => id.startsWith(SHARED)).map((id) => path.relative(SHARED, id));
}

const PAGES: [string, string, string][] = [
  ['the app around every page', 'src/main.tsx', 'user.ts'],
  ...Object.entries(FIRST_PAINT_PAGES).map(([name, file]): [string, string, string] => [
    `the ${name} page`,
    file,
    'product.ts',
  ]),
];

describe('the schemas the first pages build as they load', () => {
  // A schema costs its construction whether or not the page uses it: the bundler keeps every schema of a module it
  // loads, because chained calls are not known to be pure. The category page built 790 schema objects as it loaded
  // while product.ts also held the listing form's rules, 292 once they moved out (decision 0062).
  it.each(PAGES)(
    '%s builds no schema of what callers send',
    async (_, file, reads) => {
      const modules = await sharedModulesOf(file);
      expect(modules).toContain(reads);
      const sent: string[] = [];
      for (const module of modules) {
        const exports: Record<string, unknown> = await import(path.join(SHARED, module));
        for (const name of Object.keys(exports))
          if (SENT_SCHEMA.test(name) && !DRAWN_AHEAD.has(`${module}: ${name}`)) sent.push(`${module}: ${name}`);
      }
      expect(sent.sort()).toEqual([]);
    },
    60_000,
  );
});

describe('the shared modules around every page', () => {
  // The header's search box is on every page. Its recent searches read the longest query from search.ts once, which
  // brought the search schemas into the first script: 23 kB gzip more on "/", 101.1 kB against its 100 (issue 10).
  it('hold no search schemas in the first script: the box reads its limit from constants.ts', async () => {
    // Static imports only: a search's answer loads search.ts with its request, after the page has drawn.
    const modules = await sharedModulesOf('src/main.tsx', { answers: false });
    expect(modules).toContain('constants.ts');
    expect(modules).not.toContain('search.ts');
  }, 60_000);
});
