import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_PREFIX, type Storage } from '../storage/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app and the locally stored media. Hashed assets and media (whose keys carry a
 * content hash or a fresh id) are cached for a year; index.html is revalidated on every visit so a new
 * release is picked up at once.
 */
export async function registerStaticFiles(app: FastifyInstance, options: { webDistDir: string; mediaDir?: string; storage?: Storage }) {
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

  const indexHtml = path.join(options.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.webDistDir),
      prefix: '/',
      // '/' is a directory to @fastify/static: it must answer with the app's index, not refuse the listing.
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: run `npm run build` to serve the storefront');
  }

  return {
    /** The single-page app answers every browser path it does not know with its own error screen. */
    sendSpa: hasWebApp
      ? (reply: FastifyReply) =>
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', path.resolve(options.webDistDir))
      : undefined,
  };
}
