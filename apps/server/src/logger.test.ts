import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('leaves pino writing JSON lines to stdout when it is not a terminal', async () => {
    expect(await loggerOptions('info', Object.assign(new PassThrough(), { isTTY: false }))).toEqual({ level: 'info' });
  });

  it('writes one readable line per event to a terminal', async () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    const app = Fastify({ logger: await loggerOptions('info', terminal) });
    const line = new Promise<string>((resolve) => terminal.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    app.log.info({ port: 3000 }, 'server listening');
    const text = await line;
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening \{"port":3000\}\n$/);
    expect(text).not.toContain('{"level"');
    await app.close();
  });
});
