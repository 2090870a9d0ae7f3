/** A Server-Sent Events reader for tests: fetch with a bearer header (as the web app does), events parsed as sent. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event for which `match` holds (earlier ones are skipped); rejects after `timeoutMs`. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Comment lines (heartbeats) seen so far. */
  comments(): number;
  close(): void;
}

export async function openSse(url: string, token?: string): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  let buffer = '';
  let ended = false;
  const parse = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments++;
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  };
  if (response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
        for (const wake of waiters) wake();
      }
    })();
  }
  let consumed = 0;
  return {
    status: response.status,
    headers: response.headers,
    comments: () => comments,
    close: () => controller.abort(),
    next: (match = () => true, timeoutMs = 10_000) =>
      new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          while (consumed < events.length) {
            const event = events[consumed++]!;
            if (match(event)) {
              done();
              resolve(event);
              return;
            }
          }
          if (ended) {
            done();
            reject(new Error('the stream ended'));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
