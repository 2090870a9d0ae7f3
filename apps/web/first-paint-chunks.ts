import path from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking pass knows of a module: the part of Rolldown's ModuleInfo this file reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The pages a first visit lands on: home, and the two whose largest paint on a phone waits for their chunk
 * (src/app/page-chunks.ts).
 */
export const FIRST_PAINT_PAGES = {
  home: 'src/app/pages/home-page.tsx',
  category: 'src/features/products/pages/category-page.tsx',
  product: 'src/features/products/pages/product-page.tsx',
};

/** The entries index.html loads (vite.config.ts): whatever they import statically is in the first bundle already. */
const APP_ENTRY = 'src/main.tsx';
const EARLY_ENTRY = 'src/early.ts';
export const ENTRIES = [APP_ENTRY, EARLY_ENTRY];

/**
 * The project's own modules: code, stylesheets and the pictures imported as addresses. Not a library, nor the
 * bundler's own (ids starting with \0).
 */
const isOwn = (id: string) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id);

/** Everything `next` leads to from `starts`, the starts included; what `seen` holds is neither added nor followed. */
function reachable(starts: string[], next: (id: string) => readonly string[], seen = new Set<string>()): Set<string> {
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  // A renamed entry or page would otherwise leave the first bundle or a page's parts silently empty.
  if (!graph.getModuleInfo(start)) throw new Error(`first-paint-chunks: ${start} is not in the build`);
  return reachable([start], (id) => graph.getModuleInfo(id)?.importedIds ?? []);
}

/**
 * The chunk each of our modules goes in: the parts of the first-paint pages beyond the first bundle, one chunk per set
 * of those pages that imports them (`parts~category~product` holds what both import, and nothing only one does).
 * Left to itself, the bundler gives each module shared with any other lazy page a chunk of its own: the product page
 * waited for 19 files beyond the first bundle, and a phone on Lighthouse's simulated network (HTTP/1.1, 150 ms a
 * round trip) fetches them a few at a time. Null: the bundler decides (libraries, the first bundle, the pages).
 * Every own module of those pages is taken, not only scripts: a picture's address module left to the bundler went in
 * the home page's chunk, which imports `parts~home`, which imported the address back: a cycle, in which `parts~home`
 * ran first and read the address before it was set.
 */
export function firstPaintChunkName(root: string) {
  const byGraph = new WeakMap<ModuleGraph, Map<string, string>>();
  const namesOf = (graph: ModuleGraph) => {
    const first = new Set(ENTRIES.flatMap((entry) => [...staticClosure(graph, path.resolve(root, entry))]));
    const pages = Object.entries(FIRST_PAINT_PAGES).map(([name, file]) => ({ name, id: path.resolve(root, file) }));
    const users = new Map<string, string[]>();
    for (const page of pages)
      for (const id of staticClosure(graph, page.id))
        if (isOwn(id) && !first.has(id) && !pages.some((other) => other.id === id))
          users.set(id, [...(users.get(id) ?? []), page.name]);
    return new Map([...users].map(([id, names]) => [id, ['parts', ...names.sort()].join('~')]));
  };
  return (id: string, graph: ModuleGraph): string | null => {
    const chunks = byGraph.get(graph) ?? namesOf(graph);
    byGraph.set(graph, chunks);
    return chunks.get(id) ?? null;
  };
}

/** At most this many script files beyond the entries' for each first-paint page (19-21 before the chunks above). */
export const MAX_FILES_AFTER_ENTRIES = 8;

/** The part of an output chunk this file reads. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}
type Bundle = Record<string, OutputChunk | { type: 'asset' }>;

const outputChunks = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The script files a page's chunk needs, itself included, that the entries do not load already. */
export function filesAfterEntries(bundle: Bundle, pageId: string): string[] {
  const chunks = outputChunks(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const imports = (file: string) => byFile.get(file)?.imports ?? [];
  const first = reachable(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    imports,
  );
  const page = chunks.find((chunk) => chunk.facadeModuleId === pageId);
  if (!page) throw new Error(`first-paint-chunks: no chunk for ${pageId}`);
  return [...reachable([page.fileName], imports, new Set(first))].filter((file) => !first.has(file));
}

/** The part of an entry of Vite's manifest (dist/.vite/manifest.json) this file reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The pages a visitor signs up or in through. The chunks above hold a first-paint page's parts whoever else imports
 * them, so a page outside them that imports one such module loads the whole chunk: sign-in loaded the catalogue, its
 * search filters and five schemas (12 kB gzip) for the user schema alone, because the listing schemas imported it.
 */
export const SIGN_IN_PAGES = {
  login: 'src/features/auth/pages/login-page.tsx',
  signup: 'src/features/auth/pages/signup-page.tsx',
  'forgot-password': 'src/features/auth/pages/forgot-password-page.tsx',
  'reset-password': 'src/features/auth/pages/reset-password-page.tsx',
};

/**
 * The pages, beside the first-paint ones, whose HTML the server sends for their exact path (`OWN_HTML_PAGE_PATHS` in
 * packages/shared/src/page-paths.ts, named after these keys): the sign-in pages, and the search page a shared or
 * bookmarked `/search?q=` link opens. Search draws the category page's cards (24 of them), so its chunk needs six
 * files beyond the entries'. Lighthouse's phone at 6.1x, a signed-in `/search?q=telecaster` with 24 cards, five runs
 * each side by side: blocking time 1,361 -> 915 ms (median), score 71 -> 73 (decision 0059 has traces).
 */
export const PAGES_AT_EXACT_PATHS = {
  ...SIGN_IN_PAGES,
  search: 'src/features/products/pages/search-page.tsx',
};

/**
 * The pages whose HTML lists the script files their chunk needs beyond the entries' (`.category.html`, `.login.html`
 * and so on, which the server sends for their paths), so the browser fetches them while it reads the HTML.
 * Asked for later, by the early entry's import of the page's chunk (decision 0041) or by the router's, each file was a
 * `<link rel="modulepreload">` the bundler's loader added to the page: 80-230 ms of a phone's main thread at
 * Lighthouse's 4x slowdown, after the first paint. Not the home page: its largest paint is the hero picture, which
 * the page's scripts would share the network with.
 */
export const PRELOADED_PAGES = {
  category: FIRST_PAINT_PAGES.category,
  product: FIRST_PAINT_PAGES.product,
  ...PAGES_AT_EXACT_PATHS,
};
type PreloadedPage = keyof typeof PRELOADED_PAGES;

/**
 * The `<link>`s a preloaded page's HTML gets for its files, at low priority: the page's first paint (the header and a
 * spinner or a skeleton) waits for the stylesheet, and at the default priority these files (35 kB gzip on a sign-in
 * page) shared the network with it. Lighthouse's phone at the reference host's slowdown (6.1x here, decision 0058),
 * side by side: `/login` without the links 84-86 (blocking time 438-499 ms); with them at the default priority 88-92
 * (218-320 ms) but first paint 2.1-2.3 s instead of 1.6-1.9; at low priority 87-91 (279-336 ms), first paint
 * 1.6-1.9 s. The category and product pages, at the default priority until then, painted first 0.3 s sooner at low
 * priority, their largest paint within 0.1 s either way.
 */
export function preloadLinks(files: readonly string[]): string {
  return files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}" fetchpriority="low">\n`)
    .join('');
}

/** Each preloaded page's files beyond the entries', as addresses, from the build's manifest. */
export function pagePreloads(manifest: Record<string, ManifestChunk>, root: string): Record<PreloadedPage, string[]> {
  // The manifest names imports by key; the bundle the checks read names them by file.
  const bundle: Bundle = Object.fromEntries(
    Object.values(manifest).map((chunk) => [
      chunk.file,
      {
        type: 'chunk' as const,
        fileName: chunk.file,
        isEntry: chunk.isEntry ?? false,
        facadeModuleId: chunk.src ? path.resolve(root, chunk.src) : null,
        imports: (chunk.imports ?? []).map((key) => manifest[key]!.file),
      },
    ]),
  );
  const filesOf = (page: string) => filesAfterEntries(bundle, path.resolve(root, page)).map((file) => `/${file}`);
  return Object.fromEntries(Object.entries(PRELOADED_PAGES).map(([page, file]) => [page, filesOf(file)])) as Record<
    PreloadedPage,
    string[]
  >;
}

/** The first-paint pages' parts (firstPaintChunkName) among a page's files. */
const firstPaintPartsOf = (bundle: Bundle, pageId: string): string[] =>
  filesAfterEntries(bundle, pageId).filter((file) => path.basename(file).startsWith('parts~'));

/**
 * A cycle of static imports between chunks, as the files in import order with the first repeated at the end, or
 * null. In a cycle one chunk runs before a chunk it imports from, and reads what that one has not set yet.
 */
export function chunkCycle(bundle: Bundle): string[] | null {
  const imports = new Map(outputChunks(bundle).map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | null => {
    if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next, [...trail, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the build when the chunks import each other in a cycle, when a first-paint page needs more than
 * MAX_FILES_AFTER_ENTRIES files beyond the entries' (the chunks above are what keeps the count down, and nothing else
 * would notice them gone), or when a sign-in page loads a first-paint page's parts (nothing else would notice that
 * either: the pages still work, only later).
 */
export function firstPaintChecks(root: string): Plugin {
  return {
    name: 'restrung:first-paint-checks',
    apply: 'build',
    // Once the files are written: failing earlier would leave the other plugins' closeBundle without them, and the
    // error they then raise would hide this one.
    writeBundle(_options, bundle) {
      const outputs = bundle as unknown as Bundle;
      const cycle = chunkCycle(outputs);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' -> ')}`);
      for (const [name, file] of Object.entries(FIRST_PAINT_PAGES)) {
        const files = filesAfterEntries(outputs, path.resolve(root, file));
        if (files.length > MAX_FILES_AFTER_ENTRIES)
          this.error(
            `the ${name} page needs ${files.length} script files beyond the entries' (at most ${MAX_FILES_AFTER_ENTRIES}): ${files.join(', ')}`,
          );
      }
      const first = firstBundleFiles(outputs);
      if (first.length > MAX_FIRST_BUNDLE_FILES)
        this.error(
          `the entries need ${first.length} script files (at most ${MAX_FIRST_BUNDLE_FILES}): ${first.join(', ')}`,
        );
      for (const [name, file] of Object.entries(SIGN_IN_PAGES)) {
        const parts = firstPaintPartsOf(outputs, path.resolve(root, file));
        if (parts.length > 0) this.error(`the ${name} page loads the first-paint pages' parts: ${parts.join(', ')}`);
      }
    },
  };
}

/**
 * The chunk each module of the first bundle goes in: `app` for what the app's entry imports statically, and
 * `early-shared` for what the early entry imports too, which has to run before the app's 60 kB have arrived. Null:
 * the bundler decides. Left to itself, the bundler split the app's first bundle into nine files: the early entry
 * imports the page chunks lazily, so every module the app's entry shares with a page went in a chunk the page could
 * load without the app (the API client, the spinner, the messages, three small helpers). On Lighthouse's simulated
 * phone network (HTTP/1.1, six connections, 150 ms a round trip) each small file held one of the six connections
 * for a round trip while the framework's 45 kB shared the rest, and the first paint is counted after it.
 */
export function firstBundleChunkName(root: string) {
  const byGraph = new WeakMap<ModuleGraph, Map<string, string>>();
  const namesOf = (graph: ModuleGraph) => {
    const early = staticClosure(graph, path.resolve(root, EARLY_ENTRY));
    const app = staticClosure(graph, path.resolve(root, APP_ENTRY));
    return new Map([...app].map((id) => [id, early.has(id) ? 'early-shared' : 'app']));
  };
  return (id: string, graph: ModuleGraph): string | null => {
    const chunks = byGraph.get(graph) ?? namesOf(graph);
    byGraph.set(graph, chunks);
    return chunks.get(id) ?? null;
  };
}

/**
 * At most this many script files for the entries to run: the two entries, the bundler's runtime helpers, what they
 * share and the app (ten before `firstBundleChunkName`).
 */
export const MAX_FIRST_BUNDLE_FILES = 5;

/** The script files the entries need, themselves included, by name. */
export function firstBundleFiles(bundle: Bundle): string[] {
  const chunks = outputChunks(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return [
    ...reachable(
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      (file) => byFile.get(file)?.imports ?? [],
    ),
  ].sort();
}
