import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { type Encoding, pickEncoding } from '../lib/content-encoding.ts';
import type { SecurityHeaders } from './security-headers.ts';

/** One answer's status, every header it sends and its bytes, all fixed when it is held. */
export interface HeldResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A body with the compressed forms kept beside it. */
export interface HeldBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The options Fastify passes to a server factory that it would have set on its own server. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

type Answer = (request: IncomingMessage, response: ServerResponse, route: () => void) => void;

const send = (response: ServerResponse, held: HeldResponse) => {
  response.writeHead(held.status, held.headers);
  response.end(held.body);
};

/**
 * Answers the server holds whole in memory (the liveness check, the web app's index and hashed assets) are sent by
 * the HTTP server itself, before Fastify: for an answer that is only bytes, routing, the hooks and the reply object
 * cost two to three times the write itself (decision 0037). Only a GET of the exact URL is answered here; another
 * method, spelling or query goes through Fastify, whose routes for the same URLs stay the reference: the tests
 * compare both answers header for header and byte for byte. These answers are not in the request log.
 */
export function heldAnswers() {
  const answers = new Map<string, Answer>();
  // The security headers a page's or an API's answer carries; set from plugins/security-headers.ts before anything
  // is held.
  let common: SecurityHeaders | undefined;
  const response = (
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    kind: keyof SecurityHeaders = 'page',
  ): HeldResponse => {
    if (!common) throw new Error('held answers need the security headers first (setCommonHeaders)');
    return { status, headers: { ...common[kind], ...headers, 'content-length': body.length }, body };
  };

  const serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerSettings;
    const server = createServer(options.http ?? {}, (request, response) => {
      // Once the server is closing, Fastify answers what still arrives (503 while it closes), health checks included.
      const answer = request.method === 'GET' && server.listening ? answers.get(request.url!) : undefined;
      if (answer) answer(request, response, () => handler(request, response));
      else handler(request, response);
    });
    // What Fastify sets on the server it creates itself (fastify/lib/server.js, getServerInstance).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    setCommonHeaders(headers: SecurityHeaders) {
      common = headers;
    },
    response,
    /** A file's bytes in the encoding the client prefers among those held. */
    holdFile(url: string, status: number, headers: OutgoingHttpHeaders, body: HeldBody) {
      const forms: Partial<Record<Encoding | 'identity', HeldResponse>> = {
        identity: response(status, headers, body.identity),
      };
      for (const encoding of ['br', 'gzip'] as const) {
        const bytes = body[encoding];
        if (bytes) forms[encoding] = response(status, { ...headers, 'content-encoding': encoding }, bytes);
      }
      answers.set(url, (request, res) => {
        send(res, forms[pickEncoding(request.headers['accept-encoding'], body) ?? 'identity']!);
      });
    },
    /** One of a few held answers, picked per request, at once or later; a failure to pick goes to the routes. */
    holdChoice(url: string, pick: () => HeldResponse | Promise<HeldResponse>) {
      answers.set(url, (_request, res, route) => {
        const held = pick();
        if (held instanceof Promise) held.then((picked) => send(res, picked), route);
        else send(res, held);
      });
    },
  };
}
export type HeldAnswers = ReturnType<typeof heldAnswers>;
