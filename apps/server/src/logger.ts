import type { FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type Output = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * A person at a terminal reads one line per event (pino-pretty); anything else (a pipe, a file, a log
 * collector, the e2e runner) gets pino's JSON lines. pino-pretty is loaded only for a terminal, and as a
 * stream in this thread rather than a worker transport, so the server bundle finds it like any dependency.
 */
export async function loggerOptions(
  level: Level,
  output: Output = process.stdout,
): Promise<Exclude<FastifyServerOptions['logger'], boolean | undefined>> {
  if (!output.isTTY) return { level };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({ destination: output, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }),
  };
}
