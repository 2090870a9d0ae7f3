import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { heldAnswers } from './held-answers.ts';

/** What Fastify passes a server factory (its defaults). */
const FASTIFY_OPTIONS = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 };

/** A request as the HTTP server hands it over, and a response that records what was written. */
function exchange(method: string, url: string) {
  const written: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const response = {
    writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(written, { status, headers }),
    end: (body: Buffer) => Object.assign(written, { body }),
  };
  return {
    request: { method, url, headers: {} } as IncomingMessage,
    response: response as unknown as ServerResponse,
    written,
  };
}

describe('held answers', () => {
  it('are sent while the server listens, and left to the routes before it does and once it closes', async () => {
    const held = heldAnswers();
    held.setCommonHeaders({ page: { 'x-content-type-options': 'nosniff' }, api: { 'x-frame-options': 'DENY' } });
    held.holdFile('/', 200, { 'content-type': 'text/html; charset=utf-8' }, { identity: Buffer.from('<p>hi</p>') });
    const routed: string[] = [];
    const server = held.serverFactory((request) => routed.push(request.url!), FASTIFY_OPTIONS);
    const ask = () => {
      const { request, response, written } = exchange('GET', '/');
      server.emit('request', request, response);
      return written;
    };

    expect(ask()).toEqual({});
    expect(routed).toEqual(['/']);

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(server.keepAliveTimeout).toBe(72_000);
    const answer = ask();
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'x-content-type-options': 'nosniff',
      'content-type': 'text/html; charset=utf-8',
      'content-length': 9,
    });
    expect(answer.body?.toString()).toBe('<p>hi</p>');
    expect(routed).toEqual(['/']);

    const closed = new Promise((resolve) => server.close(resolve));
    expect(ask()).toEqual({});
    expect(routed).toEqual(['/', '/']);
    await closed;
  });

  it('carry the page headers, or the API headers when asked for', () => {
    const held = heldAnswers();
    held.setCommonHeaders({ page: { 'x-frame-options': 'SAMEORIGIN' }, api: { 'x-frame-options': 'DENY' } });
    const body = Buffer.from('{}');
    expect(held.response(200, {}, body).headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(held.response(200, {}, body, 'api').headers['x-frame-options']).toBe('DENY');
  });

  it('refuse to hold an answer before the security headers are known', () => {
    expect(() => heldAnswers().holdFile('/', 200, {}, { identity: Buffer.from('x') })).toThrow(/security headers/);
  });
});
