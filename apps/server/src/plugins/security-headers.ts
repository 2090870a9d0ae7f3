import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderOperation = [name: string, value: string | null];

/**
 * What helmet's middleware does to a response, recorded once: with static options it sets the same headers on
 * every response, so there is no need to parse its options and stringify the CSP again per request
 * (@fastify/helmet called `helmet(options)` for each one, about 3 % of the server's CPU under load).
 */
function recordHelmet(options: HelmetOptions): HeaderOperation[] {
  const operations: HeaderOperation[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => operations.push([name, String(value)]),
    removeHeader: (name: string) => operations.push([name, null]),
  };
  let finished = false;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet 8 is synchronous; a version that is not would leave responses without their headers.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return operations;
}

/**
 * What protects an answer that is not a page, after OWASP's REST Security Cheat Sheet (decision 0074): its type is
 * not sniffed, it is never framed, nothing it could be read as may load or run (`default-src 'none'`), another site
 * may not embed it, and HTTPS is kept. The other headers of the pages' set act on documents only.
 */
const API_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Whether the answer to this URL is the API's (JSON, the live stream, redirects): under /api, but for the two pages
 * there, the API's documentation (Swagger UI's, with its own policy) and the page better-auth shows when a sign-in
 * with Google fails before it knows where to send the person back (its styles are inline).
 */
const isApiUrl = (url: string) => /^\/api(\/|\?|$)/.test(url) && !/^\/api\/(docs|auth\/error)(\/|\?|$)/.test(url);

export interface SecurityHeaders {
  /** A page's and its files' headers: helmet with the app's options. */
  page: OutgoingHttpHeaders;
  /** An API answer's. */
  api: OutgoingHttpHeaders;
}

const headersOf = (operations: HeaderOperation[]) => {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of operations) if (value !== null) headers[name] = value;
  return headers;
};

/**
 * Security headers on every response that gets past the onRequest hooks registered before this one: a page's
 * (helmet with `options`) or, for an API answer, the API's. Set on the raw response as @fastify/helmet did, so
 * hijacked replies (the live stream) carry them too. Returns both sets, for the answers sent before Fastify
 * (plugins/held-answers.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): SecurityHeaders {
  const page = recordHelmet(options);
  const api = recordHelmet(API_HELMET);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiUrl(request.url) ? api : page) {
      if (value === null) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
  return { page: headersOf(page), api: headersOf(api) };
}
