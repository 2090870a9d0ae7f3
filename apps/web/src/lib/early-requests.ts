import { TOKEN_KEY } from '@restrung/shared/constants';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';
import { LISTING_PHOTO_SIZES } from './listing-photo.ts';

/** A call the page's first render is known to make (a path under /api, as `api()` spells it). */
export interface FirstRequest {
  path: string;
  /** Where the page's largest photo is in the answer, to start it as soon as the answer is in. */
  photo?: (body: unknown) => unknown;
  /** Answered only to a signed-in caller: not sent without a token, as the page sends the visitor to sign in. */
  signedIn?: boolean;
  /**
   * Loads the module of the answer's schema, as the app's `api()` does when it makes the call. Started with the call
   * when there is a token, so the chunk is in when the app reads the answer: the app asks for it only once it makes
   * the call itself, and the product page does so only after the session's schema has come and been checked, two
   * downloads one after the other after the answers were in. Without a token nothing here is read against a schema:
   * the session's answer is null and the other calls are not sent.
   */
  schema?: () => Promise<unknown>;
}

interface Started {
  address: string;
  token: string | null;
  response: Promise<Response>;
}
const started = new Map<string, Started>();

const currentAddress = () => window.location.pathname + window.location.search;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Starts the photo as soon as its address is known, with the sizes the page's <img> asks for, so it is reused. */
function preloadPhoto(url: unknown): void {
  if (typeof url !== 'string' || !url) return;
  const link = document.createElement('link');
  const srcSet = imageSrcSet(url);
  const attributes: Record<string, string | undefined> = {
    rel: 'preload',
    as: 'image',
    href: imageVariant(url, 640),
    imagesrcset: srcSet,
    imagesizes: srcSet ? LISTING_PHOTO_SIZES : undefined,
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes)) if (value) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * Run by a tiny entry script (src/early.ts, with app/first-requests.ts) before the app's bundle has downloaded: the page's first API calls,
 * and then the largest photo, start at once instead of after the bundle, the session and the page's chunk
 * (decision 0035); so does the page's chunk itself, when it is given. The app's `api()` takes the answer over when
 * it makes the same call.
 */
export function startEarlyRequests(requests: FirstRequest[], pageChunk?: () => Promise<unknown>): void {
  const token = readToken();
  // Only for a signed-in visitor: the pages it is given for send anyone else to sign in. A chunk that fails here
  // fails again, and is reported, where the router imports it.
  if (pageChunk && token) pageChunk().catch(() => undefined);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  for (const { path, photo, signedIn, schema } of requests) {
    if (signedIn && !token) continue;
    const response = fetch(`/api${path}`, { headers });
    // A chunk that fails here fails again, and is reported, where the app's api() loads it.
    if (schema && token) schema().catch(() => undefined);
    // Registered before the app can read the body, so the copy is taken while the body is still unread.
    if (photo)
      response
        .then((answer) => (answer.ok ? answer.clone().json() : undefined))
        .then((body) => preloadPhoto(photo(body)))
        .catch(() => undefined);
    // The app reports its own failures when it takes the answer over.
    response.catch(() => undefined);
    started.set(path, { address: currentAddress(), token, response });
  }
}

/**
 * The answer of an early call to this path, once: only on the address it was made for and with the same token,
 * so a later visit, another person's session or a changed filter always asks the server again.
 */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.address === currentAddress() && early.token === token ? early.response : undefined;
}
