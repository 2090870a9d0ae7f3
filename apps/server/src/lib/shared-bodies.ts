import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickEncoding, type Encoding } from './content-encoding.ts';

/** Smaller answers go uncompressed: @fastify/compress's threshold for every answer (app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The JSON of one answer, and each compressed form once a client has asked for it. */
interface Body {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESS: Record<Encoding, (json: Buffer) => Buffer> = {
  // @fastify/compress's own settings, so the first request for a page costs what every request did before.
  br: (json) => brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};
const BOTH: Record<Encoding, true> = { br: true, gzip: true };

/**
 * A route's sender for answers that many requests share as the same object (a page built once from a read cache's
 * rows): the route's serializer (zod's parse, then JSON.stringify) and the compression run once per object, not per
 * request. Keyed on the object itself, so the bytes go when the cache drops it; an answer built for one request is
 * sent as it always was, its bytes dropped with it.
 */
export function sharedBodies(): (reply: FastifyReply, answer: object) => FastifyReply {
  const bodies = new WeakMap<object, Body>();
  return (reply, answer) => {
    let body = bodies.get(answer);
    if (!body) {
      const json = reply.serialize(answer);
      body = { json: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer) };
      bodies.set(answer, body);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding =
      body.json.length >= COMPRESS_THRESHOLD ? pickEncoding(reply.request.headers['accept-encoding'], BOTH) : undefined;
    if (!encoding) return reply.send(body.json);
    body[encoding] ??= COMPRESS[encoding](body.json);
    return reply.header('content-encoding', encoding).send(body[encoding]);
  };
}
