import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, REQUEST_MESSAGES } from '@restrung/shared/request-errors';
import { badRequest } from '../lib/http-errors.ts';

/**
 * True when the JSON text opens more than `max` objects or arrays inside one another. A linear scan of the raw
 * text, before any parsing: a body nested 50,000 levels deep is refused without building it, so nothing later
 * (better-auth's JSON.stringify, a validator) recurses into it and overflows the stack.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * The one JSON body parser: the nesting limit, then Fastify's own parser (which refuses `__proto__` and
 * `constructor.prototype` keys). `allowEmpty` lets a scope read an empty body as no body, for clients that
 * send a JSON content type without one.
 */
export function useJsonBodyParser(app: FastifyInstance, options: { allowEmpty?: boolean } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (options.allowEmpty && text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) return done(badRequest(REQUEST_MESSAGES.tooDeep), undefined);
    return parseJson(request, text, done);
  });
}

/** Bodies the API reads: JSON through the parser above, and multipart uploads; anything else answers 415. */
export function registerBodyParsers(app: FastifyInstance): void {
  useJsonBodyParser(app);
  app.removeContentTypeParser('text/plain');
}
