import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENTRIES,
  FIRST_PAINT_PAGES,
  chunkCycle,
  filesAfterEntries,
  firstBundleChunkName,
  firstBundleFiles,
  firstPaintChunkName,
  firstPaintChecks,
  MAX_FILES_AFTER_ENTRIES,
  MAX_FIRST_BUNDLE_FILES,
  pagePreloads,
  preloadLinks,
  type ModuleGraph,
  PAGES_AT_EXACT_PATHS,
  SIGN_IN_PAGES,
} from './first-paint-chunks.ts';
import { OWN_HTML_PAGE_PATHS } from '@restrung/shared/page-paths';

const root = '/repo/apps/web';
const web = (file: string) => path.resolve(root, file);
const shared = (file: string) => path.resolve(root, '../../packages/shared/src', file);

/** A module graph as the bundler sees it: each module and what it imports statically. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null) };
}

const graph = graphOf({
  [web('src/main.tsx')]: [web('src/lib/api.ts'), web('src/router.tsx')],
  [web('src/early.ts')]: [web('src/lib/early-requests.ts')],
  [web('src/lib/api.ts')]: ['/repo/node_modules/zod/index.js'],
  [web(FIRST_PAINT_PAGES.product)]: [
    web('src/lib/api.ts'),
    web('src/features/products/components/price-guide.tsx'),
    web('src/components/status-badge.tsx'),
    web('src/features/products/components/photo-viewer.css'),
    '/repo/node_modules/zod/index.js',
  ],
  [web('src/features/products/components/price-guide.tsx')]: [shared('price-guide.ts')],
  [web(FIRST_PAINT_PAGES.category)]: [
    web('src/components/status-badge.tsx'),
    web('src/features/products/catalogue.tsx'),
  ],
  [web(FIRST_PAINT_PAGES.home)]: [web('src/components/status-badge.tsx'), web('src/features/events/api.ts')],
  [web('src/features/events/api.ts')]: [web('src/assets/events/big-rock-day.svg?no-inline'), '\0rolldown/runtime.js'],
  [web('src/features/dashboard/pages/dashboard-page.tsx')]: [web('src/features/dashboard/chart.tsx')],
});

describe('the first-paint pages’ chunks (apps/web/first-paint-chunks.ts)', () => {
  const nameOf = firstPaintChunkName(root);

  it('puts a module in the chunk of the set of first-paint pages that import it, directly or through another', () => {
    expect(nameOf(web('src/features/products/components/price-guide.tsx'), graph)).toBe('parts~product');
    expect(nameOf(shared('price-guide.ts'), graph)).toBe('parts~product');
    expect(nameOf(web('src/features/products/catalogue.tsx'), graph)).toBe('parts~category');
    expect(nameOf(web('src/components/status-badge.tsx'), graph)).toBe('parts~category~home~product');
  });

  it('takes stylesheets and the addresses of imported pictures too, so no module of the parts is left in a page', () => {
    expect(nameOf(web('src/features/products/components/photo-viewer.css'), graph)).toBe('parts~product');
    expect(nameOf(web('src/assets/events/big-rock-day.svg?no-inline'), graph)).toBe('parts~home');
  });

  it('leaves the first bundle, libraries, the bundler’s own modules, the pages and other pages’ modules to the bundler', () => {
    for (const id of [
      web('src/lib/api.ts'),
      web('src/lib/early-requests.ts'),
      '/repo/node_modules/zod/index.js',
      '\0rolldown/runtime.js',
      web(FIRST_PAINT_PAGES.product),
      web(FIRST_PAINT_PAGES.category),
      web('src/features/dashboard/chart.tsx'),
    ])
      expect(nameOf(id, graph), id).toBeNull();
  });

  it('refuses a graph without one of the entries or pages, naming it', () => {
    const withoutHome = graphOf({
      ...Object.fromEntries(ENTRIES.map((entry) => [web(entry), []])),
      [web(FIRST_PAINT_PAGES.product)]: [],
      [web(FIRST_PAINT_PAGES.category)]: [],
    });
    expect(() => nameOf(web('src/components/status-badge.tsx'), withoutHome)).toThrow(
      `first-paint-chunks: ${web(FIRST_PAINT_PAGES.home)} is not in the build`,
    );
  });

  it('reads each build’s own graph', () => {
    const later = graphOf({
      ...Object.fromEntries([...ENTRIES, ...Object.values(FIRST_PAINT_PAGES)].map((file) => [web(file), []])),
      [web(FIRST_PAINT_PAGES.category)]: [web('src/features/products/price-guide.tsx')],
    });
    expect(nameOf(web('src/features/products/price-guide.tsx'), later)).toBe('parts~category');
    expect(nameOf(web('src/components/status-badge.tsx'), later)).toBeNull();
  });
});

describe('the first bundle’s chunks (apps/web/first-paint-chunks.ts)', () => {
  const nameOf = firstBundleChunkName(root);
  const preact = '/repo/node_modules/preact/dist/preact.mjs';
  const firstBundle = graphOf({
    [web('src/main.tsx')]: [web('src/router.tsx'), web('src/lib/api.ts')],
    [web('src/router.tsx')]: [preact, web('src/components/spinner.tsx')],
    [web('src/lib/api.ts')]: [web('src/lib/early-requests.ts')],
    [web('src/early.ts')]: [web('src/lib/early-requests.ts'), web('src/app/first-requests.ts')],
    [web('src/lib/early-requests.ts')]: [shared('constants.ts')],
    // Imported lazily by both entries: not in either's static graph.
    [web(FIRST_PAINT_PAGES.product)]: [web('src/components/spinner.tsx'), preact],
  });

  it('puts what only the app’s entry imports, libraries and the entry itself included, in `app`', () => {
    for (const id of ['src/main.tsx', 'src/router.tsx', 'src/lib/api.ts', 'src/components/spinner.tsx'])
      expect(nameOf(web(id), firstBundle), id).toBe('app');
    expect(nameOf(preact, firstBundle)).toBe('app');
  });

  it('puts what the early entry imports too in `early-shared`, so the early entry runs without the app', () => {
    expect(nameOf(web('src/lib/early-requests.ts'), firstBundle)).toBe('early-shared');
    expect(nameOf(shared('constants.ts'), firstBundle)).toBe('early-shared');
  });

  it('leaves the early entry’s own modules and the lazily imported pages to the bundler', () => {
    for (const id of [web('src/early.ts'), web('src/app/first-requests.ts'), web(FIRST_PAINT_PAGES.product)])
      expect(nameOf(id, firstBundle), id).toBeNull();
  });
});

describe('the script files the entries need', () => {
  const bundle = (shared: number) =>
    bundleOf([
      { file: 'early.js', entry: true, imports: ['early-shared.js'] },
      { file: 'index.js', entry: true, imports: ['app.js'] },
      { file: 'app.js', imports: ['early-shared.js', ...Array.from({ length: shared }, (_, i) => `shared-${i}.js`)] },
      { file: 'early-shared.js' },
      ...Array.from({ length: shared }, (_, i) => ({ file: `shared-${i}.js` })),
      { file: 'product-page.js', of: web(FIRST_PAINT_PAGES.product), imports: ['app.js'] },
      { file: 'category-page.js', of: web(FIRST_PAINT_PAGES.category), imports: ['app.js'] },
      { file: 'home-page.js', of: web(FIRST_PAINT_PAGES.home), imports: ['app.js'] },
      ...signInPageChunks(),
    ]);

  it('are the entries and what they import, directly or not, and no page', () => {
    expect(firstBundleFiles(bundle(1))).toEqual(['app.js', 'early-shared.js', 'early.js', 'index.js', 'shared-0.js']);
  });

  it(`fail the build when there are more than ${MAX_FIRST_BUNDLE_FILES}, naming them`, () => {
    expect(buildErrors(bundle(MAX_FIRST_BUNDLE_FILES - 4))).toEqual([]);
    expect(buildErrors(bundle(MAX_FIRST_BUNDLE_FILES - 3))).toEqual([
      `the entries need ${MAX_FIRST_BUNDLE_FILES + 1} script files (at most ${MAX_FIRST_BUNDLE_FILES}): ` +
        'app.js, early-shared.js, early.js, index.js, shared-0.js, shared-1.js',
    ]);
  });
});

/** An output bundle: each chunk's file, what it is the chunk of, and the files it imports statically. */
function bundleOf(chunks: { file: string; of?: string; entry?: boolean; imports?: string[] }[]) {
  return Object.fromEntries([
    ...chunks.map(({ file, of, entry, imports }) => [
      file,
      {
        type: 'chunk' as const,
        fileName: file,
        isEntry: entry ?? false,
        facadeModuleId: of ?? null,
        imports: imports ?? [],
      },
    ]),
    ['index.css', { type: 'asset' as const }],
  ]);
}

/** The sign-in pages' chunks, each importing the framework and `imports[page]`. */
const signInPageChunks = (imports: Partial<Record<keyof typeof SIGN_IN_PAGES, string[]>> = {}) =>
  Object.entries(SIGN_IN_PAGES).map(([name, page]) => ({
    file: `${path.basename(page, '.tsx')}.js`,
    of: web(page),
    imports: ['framework.js', ...(imports[name as keyof typeof SIGN_IN_PAGES] ?? [])],
  }));

/** Runs the build's checks on a bundle and returns the errors they raise. */
function buildErrors(bundle: ReturnType<typeof bundleOf>): string[] {
  const errors: string[] = [];
  (firstPaintChecks(root).writeBundle as (this: unknown, ...args: unknown[]) => void).call(
    { error: (message: string) => errors.push(message) },
    {},
    bundle,
  );
  return errors;
}

describe('the files a first-paint page needs beyond the entries', () => {
  const pageFiles = (extra: number) =>
    Array.from({ length: extra }, (_, i) => ({ file: `part-${i}.js`, imports: ['framework.js'] }));
  const bundle = (extra: number) =>
    bundleOf([
      { file: 'early.js', entry: true },
      { file: 'index.js', entry: true, imports: ['framework.js'] },
      { file: 'framework.js' },
      ...Object.values(FIRST_PAINT_PAGES).map((page) => ({
        file: `${path.basename(page, '.tsx')}.js`,
        of: web(page),
        imports: ['framework.js', ...pageFiles(extra).map((part) => part.file)],
      })),
      ...pageFiles(extra),
      ...signInPageChunks(),
    ]);

  it('counts the page’s chunk and what it imports, directly or not, that the entries do not load', () => {
    const files = filesAfterEntries(bundle(3), web(FIRST_PAINT_PAGES.product));
    expect(files.sort()).toEqual(['part-0.js', 'part-1.js', 'part-2.js', 'product-page.js']);
  });

  it(`fails the build when a page needs more than ${MAX_FILES_AFTER_ENTRIES}, naming the page and its files`, () => {
    expect(buildErrors(bundle(MAX_FILES_AFTER_ENTRIES - 1))).toEqual([]);
    const errors = buildErrors(bundle(MAX_FILES_AFTER_ENTRIES));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(
      new RegExp(
        `^the home page needs ${MAX_FILES_AFTER_ENTRIES + 1} script files beyond the entries' .*home-page\\.js`,
      ),
    );
  });
});

describe('chunks that import each other in a cycle', () => {
  const cyclic = bundleOf([
    { file: 'index.js', entry: true, imports: ['home-page.js'] },
    { file: 'home-page.js', of: web(FIRST_PAINT_PAGES.home), imports: ['parts~home.js'] },
    { file: 'parts~home.js', imports: ['framework.js', 'home-page.js'] },
    { file: 'framework.js' },
  ]);

  it('are found, in import order', () => {
    expect(chunkCycle(cyclic)).toEqual(['home-page.js', 'parts~home.js', 'home-page.js']);
    expect(
      chunkCycle(
        bundleOf([{ file: 'a.js', imports: ['b.js', 'c.js'] }, { file: 'b.js', imports: ['c.js'] }, { file: 'c.js' }]),
      ),
    ).toBeNull();
  });

  it('fail the build', () => {
    const errors = buildErrors({
      ...cyclic,
      ...bundleOf([
        { file: 'category-page.js', of: web(FIRST_PAINT_PAGES.category) },
        { file: 'product-page.js', of: web(FIRST_PAINT_PAGES.product) },
        ...signInPageChunks(),
      ]),
    });
    expect(errors).toEqual(['chunks import each other in a cycle: home-page.js -> parts~home.js -> home-page.js']);
  });
});

describe('the sign-in pages', () => {
  const bundle = (imports: Parameters<typeof signInPageChunks>[0]) =>
    bundleOf([
      { file: 'index.js', entry: true, imports: ['framework.js'] },
      { file: 'framework.js' },
      ...Object.values(FIRST_PAINT_PAGES).map((page) => ({
        file: `${path.basename(page, '.tsx')}.js`,
        of: web(page),
        imports: ['framework.js', 'parts~category.js', 'parts~category~product.js'],
      })),
      { file: 'parts~category.js', imports: ['framework.js', 'parts~category~product.js'] },
      { file: 'parts~category~product.js', imports: ['framework.js'] },
      { file: 'user.js', imports: ['framework.js'] },
      ...signInPageChunks(imports),
    ]);

  it('may load chunks of their own', () => {
    expect(buildErrors(bundle({ login: ['user.js'], signup: ['user.js'] }))).toEqual([]);
  });

  it('fail the build when one loads a first-paint page’s parts, naming the page and the parts', () => {
    expect(buildErrors(bundle({ login: ['user.js', 'parts~category.js'] }))).toEqual([
      "the login page loads the first-paint pages' parts: parts~category.js, parts~category~product.js",
    ]);
    expect(buildErrors(bundle({ 'reset-password': ['parts~category~product.js'] }))).toEqual([
      "the reset-password page loads the first-paint pages' parts: parts~category~product.js",
    ]);
  });
});

describe('the scripts a category, product or sign-in page’s HTML lists', () => {
  // Vite's manifest: keyed by source (or a shared chunk's own name), imports by key.
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', src: 'src/main.tsx', isEntry: true, imports: ['_framework-1.js'] },
    'src/early.ts': { file: 'assets/early-1.js', src: 'src/early.ts', isEntry: true },
    '_framework-1.js': { file: 'assets/framework-1.js' },
    '_zod-1.js': { file: 'assets/zod-1.js' },
    '_parts~category~product-1.js': { file: 'assets/parts~category~product-1.js', imports: ['_framework-1.js'] },
    [FIRST_PAINT_PAGES.category]: {
      file: 'assets/category-page-1.js',
      src: FIRST_PAINT_PAGES.category,
      imports: ['_parts~category~product-1.js', '_zod-1.js', '_framework-1.js'],
    },
    [FIRST_PAINT_PAGES.product]: {
      file: 'assets/product-page-1.js',
      src: FIRST_PAINT_PAGES.product,
      imports: ['_parts~category~product-1.js'],
    },
    [FIRST_PAINT_PAGES.home]: { file: 'assets/home-page-1.js', src: FIRST_PAINT_PAGES.home, imports: ['_zod-1.js'] },
    '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_zod-1.js'] },
    ...Object.fromEntries(
      Object.entries(SIGN_IN_PAGES).map(([name, src]) => [
        src,
        { file: `assets/${name}-page-1.js`, src, imports: ['_framework-1.js', '_forms-1.js'] },
      ]),
    ),
    [PAGES_AT_EXACT_PATHS.search]: {
      file: 'assets/search-page-1.js',
      src: PAGES_AT_EXACT_PATHS.search,
      imports: ['_parts~category-1.js'],
    },
    '_parts~category-1.js': { file: 'assets/parts~category-1.js', imports: ['_zod-1.js'] },
  };

  it('are each page’s chunk and what it imports, as addresses, without what the entries load already', () => {
    const preloads = pagePreloads(manifest, root);
    expect(preloads.category.sort()).toEqual([
      '/assets/category-page-1.js',
      '/assets/parts~category~product-1.js',
      '/assets/zod-1.js',
    ]);
    expect(preloads.product.sort()).toEqual(['/assets/parts~category~product-1.js', '/assets/product-page-1.js']);
    expect(preloads.login.sort()).toEqual(['/assets/forms-1.js', '/assets/login-page-1.js', '/assets/zod-1.js']);
    expect(preloads.search.sort()).toEqual([
      '/assets/parts~category-1.js',
      '/assets/search-page-1.js',
      '/assets/zod-1.js',
    ]);
    expect(Object.keys(preloads)).toEqual([
      'category',
      'product',
      'login',
      'signup',
      'forgot-password',
      'reset-password',
      'search',
    ]);
  });

  it('are written at low priority, so the stylesheet and the first paint go first', () => {
    expect(preloadLinks(['/assets/a-1.js', '/assets/b-1.js'])).toBe(
      '    <link rel="modulepreload" crossorigin href="/assets/a-1.js" fetchpriority="low">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b-1.js" fetchpriority="low">\n',
    );
  });

  it('are named after the paths the server sends them for', () => {
    expect(Object.keys(PAGES_AT_EXACT_PATHS).map((name) => `/${name}`)).toEqual([...OWN_HTML_PAGE_PATHS]);
  });
});
