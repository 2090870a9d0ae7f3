import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, OWN_HTML_PAGE_PATHS } from '@restrung/shared/page-paths';
import { MEDIA_PREFIX, type Storage } from '../storage/storage.ts';
import { pickEncoding } from '../lib/content-encoding.ts';
import type { HeldAnswers, HeldBody } from './held-answers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS_PREFIX = '/assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** One file held in memory with its compressed forms. */
interface HeldFile extends HeldBody {
  type: string;
}

function sendHeld(request: FastifyRequest, reply: FastifyReply, file: HeldFile, cacheControl: string) {
  const encoding = pickEncoding(request.headers['accept-encoding'], file);
  const body = encoding ? file[encoding]! : file.identity;
  reply.header('content-type', file.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

/**
 * Where the build writes an HTML file's brotli and gzip forms (apps/web/vite.config.ts, PRECOMPRESSED_HTML_DIR): a
 * folder whose name starts with a dot, so it is never served by name.
 */
const PRECOMPRESSED_HTML_DIR = '.compressed';

/**
 * An HTML file with the compressed forms the build wrote, or compressed here when the build wrote none (an older
 * build, or a test's folder): brotli at its highest level cost the start about 10 ms a file on a slow machine.
 */
function holdHtml(file: string): HeldFile {
  const html = readFileSync(file);
  const compressed = path.join(path.dirname(file), PRECOMPRESSED_HTML_DIR, path.basename(file));
  return {
    type: CONTENT_TYPES['.html']!,
    identity: html,
    br: readIfExists(`${compressed}.br`) ?? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: readIfExists(`${compressed}.gz`) ?? gzipSync(html, { level: 9 }),
  };
}

/** The build's hashed assets with the .br and .gz files the build wrote beside them (vite.config.ts). */
function holdAssets(assetsDir: string): Map<string, HeldFile> {
  const held = new Map<string, HeldFile>();
  if (!existsSync(assetsDir)) return held;
  for (const name of readdirSync(assetsDir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(assetsDir, name);
    held.set(name, {
      type: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      identity: readFileSync(file),
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
    });
  }
  return held;
}

/**
 * Serves the built web app and the locally stored media. Hashed assets are read into memory at start with
 * their build-time brotli and gzip forms and cached for a year; index.html is held in memory too and
 * revalidated on every visit so a new release is picked up at once. Media keys carry a content hash or a
 * fresh id and are cached for a year.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { webDistDir: string; mediaDir?: string; storage?: Storage; held?: HeldAnswers },
) {
  const publicUrlFor = options.storage?.publicUrlFor?.bind(options.storage);
  if (publicUrlFor) {
    // Object storage: the stable /media/ paths kept in the database point at the bucket.
    app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      return reply.header('cache-control', IMMUTABLE).redirect(publicUrlFor(key), 301);
    });
  } else if (options.mediaDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.mediaDir),
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE),
    });
  }

  const webDistDir = path.resolve(options.webDistDir);
  const indexHtmlFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtmlFile)) {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the storefront');
    return { sendSpa: undefined };
  }

  const index = holdHtml(indexHtmlFile);
  // The same page as the build wrote it for some paths (apps/web/vite.config.ts, staticShell), or index.html.
  const variant = (name: string) => {
    const file = path.join(webDistDir, `.${name}.html`);
    return existsSync(file) ? holdHtml(file) : index;
  };
  // `/`: the home frame, its hero preloaded.
  const home = variant('home');
  // A category, product or sign-in page: the scripts of its chunk listed (apps/web/first-paint-chunks.ts,
  // PRELOADED_PAGES).
  const pagesWithPreloads: { matches: (pathname: string) => boolean; html: HeldFile }[] = [
    { matches: (pathname) => pathname.startsWith('/category/'), html: variant('category') },
    { matches: (pathname) => pathname.startsWith('/product/'), html: variant('product') },
    ...OWN_HTML_PAGE_PATHS.map((pagePath) => ({
      matches: (pathname: string) => pathname === pagePath || pathname === `${pagePath}/`,
      html: variant(pagePath.slice(1)),
    })),
  ];
  const assets = holdAssets(path.join(webDistDir, 'assets'));

  /** The single-page app: 200 on its own pages, 404 with its error screen on any other path. */
  const sendSpa = (reply: FastifyReply) => {
    const pathname = reply.request.url.split('?')[0]!;
    if (!isPagePath(pathname)) return sendHeld(reply.request, reply.code(404), index, 'no-cache');
    const page = pathname === '/' ? home : (pagesWithPreloads.find(({ matches }) => matches(pathname))?.html ?? index);
    return sendHeld(reply.request, reply.code(200), page, 'no-cache');
  };

  // The same answers, sent before routing for a GET of the exact URL (plugins/held-answers.ts).
  const heldHeaders = (file: HeldFile, cacheControl: string) => ({
    'content-type': file.type,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
  });
  options.held?.holdFile('/', 200, heldHeaders(home, 'no-cache'), home);
  for (const [name, file] of assets) {
    options.held?.holdFile(`${ASSETS_PREFIX}${name}`, 200, heldHeaders(file, IMMUTABLE), file);
  }

  app.get('/', { schema: { hide: true }, compress: false }, (_request, reply) => sendSpa(reply));
  app.get(`${ASSETS_PREFIX}*`, { schema: { hide: true }, compress: false }, (request, reply) => {
    const file = assets.get((request.params as { '*': string })['*']);
    if (!file) return reply.callNotFound();
    return sendHeld(request, reply, file, IMMUTABLE);
  });

  // Everything else the build has at its top level: favicon, robots.txt, images.
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // .home.html is sent for `/` only, .category.html, .product.html, .login.html and the like for their pages; no
    // file of the build whose name starts with a dot is served by name.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) =>
      reply.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=3600'),
  });

  return { sendSpa };
}
