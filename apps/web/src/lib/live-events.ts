import type { StreamEvent } from './event-stream.ts';

type Listener = (data: string) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * The one live stream (opened by the notifications feature) carries several kinds of news; each feature listens
 * for its own event name here instead of opening a second connection.
 */
export function publishLiveEvent(event: StreamEvent): void {
  for (const listener of listeners.get(event.event) ?? []) listener(event.data);
}

/** Answers a function that stops listening. */
export function onLiveEvent(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}
