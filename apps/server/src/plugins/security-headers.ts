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
 * Helmet's security headers on every response that gets past the onRequest hooks registered before this one,
 * set on the raw response as @fastify/helmet did, so hijacked replies (the live stream) carry them too. Returns
 * the headers set, for the answers sent before Fastify (plugins/held-answers.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): OutgoingHttpHeaders {
  const operations = recordHelmet(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of operations) {
      if (value === null) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of operations) if (value !== null) headers[name] = value;
  return headers;
}
