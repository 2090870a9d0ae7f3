import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const BEARER_SCHEME = 'bearer ';
/** An HMAC-SHA256 in standard base64 with its padding, as better-call's signed cookies carry it. */
const SIGNATURE_LENGTH = 44;

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session token inside a bearer header, checked exactly as better-auth 1.7's bearer plugin and signed
 * cookie check it: scheme compared case-insensitively, token trimmed, URL-decoded when it holds '%'; a
 * token with a dot must be `value.signature` with a valid HMAC-SHA256 of value under the secret; a token
 * without a dot is the bare session token, which better-auth signs itself and so accepts as it is.
 * Answers null when better-auth would find no session in the header.
 */
export function sessionTokenFromBearer(header: string, secret: string): string | null {
  if (header.slice(0, 7).toLowerCase() !== BEARER_SCHEME) return null;
  const token = header.slice(7).trim();
  if (!token) return null;
  if (!token.includes('.')) return token;
  const decoded = token.includes('%') ? tryDecode(token) : token;
  const dot = decoded.lastIndexOf('.');
  const value = decoded.slice(0, dot);
  const signature = decoded.slice(dot + 1);
  // better-auth checks both value.split('.')[0..1] and the last dot; with one dot they are the same check.
  if (dot < 1 || value.includes('.') || signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  let given: Buffer;
  try {
    given = Buffer.from(atob(signature), 'latin1');
  } catch {
    return null;
  }
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** Signed bearer headers remembered at once: about 150 bytes each, so at most about 2 MB. */
const MAX_REMEMBERED = 10_000;

/**
 * sessionTokenFromBearer under one secret, remembering the signed headers it accepted. Computing the HMAC took about
 * a sixth of a signed-in request's CPU (decision 0044), and the same header comes back on every call a person makes.
 * Only accepted signed headers are kept: the answer depends on nothing but the header and the secret, so a kept one
 * stays right. A refused header, or one without a signature (accepted as it is, with no HMAC to save), is checked
 * again each time, so junk headers cannot push real ones out. Whether the session still exists is not decided here:
 * the caller looks the token up on every request.
 */
export function bearerTokenReader(secret: string, verify = sessionTokenFromBearer): (header: string) => string | null {
  const accepted = new LRUCache<string, string>({ max: MAX_REMEMBERED });
  return (header) => {
    const known = accepted.get(header);
    if (known !== undefined) return known;
    const token = verify(header, secret);
    if (token !== null && header.includes('.')) accepted.set(header, token);
    return token;
  };
}
