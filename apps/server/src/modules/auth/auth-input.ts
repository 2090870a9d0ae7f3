import type { FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@restrung/shared/request-errors';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '@restrung/shared/text';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * Keys this guard leaves alone. Passwords are hashed, never shown or stored as text, so any character is the
 * owner's business. The user's name and image are checked by better-auth's user rules (create-auth.ts), with
 * the same shared rule, on every path that writes a user.
 */
const LEFT_TO_OTHERS = new Set(['password', 'newPassword', 'currentPassword', 'name', 'image']);

/** The dotted path of the first string holding a control character, if any. */
function findControlCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (LEFT_TO_OTHERS.has(key)) continue;
    const found = findControlCharacter(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Where better-auth may send the browser next; it builds a URL from each, and a value that is none answered 500. */
const CALLBACK_FIELDS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

/** A path on this site (not `//host` or `/\\host`, which browsers read as another site), or an absolute http(s) URL. */
function isCallbackAddress(value: unknown): boolean {
  if (typeof value !== 'string') return true; // better-auth refuses other types itself, with 400
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The first callback field of the query or the body that is no address (better-auth checks the origin). */
function findBadCallback(...sources: unknown[]): string | undefined {
  for (const source of sources) {
    if (source === null || typeof source !== 'object') continue;
    const record = source as Record<string, unknown>;
    const bad = CALLBACK_FIELDS.find(
      (field) => record[field] !== undefined && record[field] !== '' && !isCallbackAddress(record[field]),
    );
    if (bad) return bad;
  }
  return undefined;
}

/**
 * preValidation for better-auth's calls (/api/auth/*), which have no schema of ours: every text in the query,
 * the path and the body (tokens, ids, URLs, emails) follows the shared control-character rule, so none reaches
 * the database, which refuses NUL (a 500); and every callback address is one. The body's depth is already
 * bounded by the JSON parser.
 */
export async function refuseControlCharactersInAuthCalls(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.url?.startsWith('/api/auth/')) return;
  const pathParts = Object.values((request.params ?? {}) as Record<string, unknown>);
  const found =
    findControlCharacter(request.query, '') ??
    (findControlCharacter(pathParts, '') !== undefined ? 'path' : undefined) ??
    findControlCharacter(request.body, '');
  if (found !== undefined) throw badRequest(`${found || 'body'}: ${CONTROL_CHARACTER_MESSAGE}`);
  const badCallback = findBadCallback(request.query, request.body);
  if (badCallback) throw badRequest(`${badCallback}: ${REQUEST_MESSAGES.callbackUrl}`);
}
