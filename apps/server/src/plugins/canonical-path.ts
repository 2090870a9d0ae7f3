import type { FastifyInstance } from 'fastify';
import { NON_CANONICAL_PATH_MESSAGE } from '@restrung/shared/request-path';

/**
 * Percent-encodings of characters that never need encoding in a path (RFC 3986 unreserved: letters, digits,
 * - . _ ~) and of / and \. A browser never sends them; an attacker uses them to spell a route differently.
 */
const NEEDLESSLY_ENCODED = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[d-f]|5[cf]|7e)/i;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const ODD_CHARACTERS = /\/\/|[\\;#]/;

/**
 * True when the path (without its query) has exactly one spelling. Our router (find-my-way) decodes and
 * matches paths one way, and the URL parser better-auth uses (WHATWG) resolves dot segments, `%2e` and
 * backslashes another way; a path both read the same is one they cannot disagree on, so a rate-limited
 * route cannot be reached unlimited under another name.
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/') || ODD_CHARACTERS.test(path) || DOT_SEGMENT.test(path) || NEEDLESSLY_ENCODED.test(path))
    return false;
  try {
    return new URL(path, 'http://localhost').pathname === path;
  } catch {
    return false;
  }
}

/** Refuses, before any route runs, every request whose path is not spelled in its one usual way. */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw.url ?? '/';
    const queryAt = raw.indexOf('?');
    if (isCanonicalPath(queryAt === -1 ? raw : raw.slice(0, queryAt))) return;
    return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: NON_CANONICAL_PATH_MESSAGE });
  });
}
