import { authorizationHeader } from './api-client.ts';

export interface StreamEvent {
  event: string;
  data: string;
}

/** Waits before reconnecting after a failure, doubling up to a minute. */
const backoff = (attempt: number) => Math.min(60_000, 1000 * 2 ** attempt);

/**
 * Reads a Server-Sent Events stream from the API with the bearer header (EventSource cannot send one), and
 * reconnects when it drops, until `signal` aborts. The server's heartbeats keep idle connections open.
 */
export function followEventStream(path: string, onEvent: (event: StreamEvent) => void, signal: AbortSignal): void {
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const response = await fetch(`/api${path}`, {
      headers: { accept: 'text/event-stream', ...authorizationHeader() },
      signal,
    });
    // Signed out or refused: asking again would be refused the same way.
    if (response.status === 401 || response.status === 403) return;
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    attempt = 0;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length > 0) onEvent({ event, data: data.join('\n') });
      }
    }
  };
  const run = () => {
    connect().catch(() => {
      if (signal.aborted) return;
      setTimeout(run, backoff(attempt++));
    });
  };
  run();
}
