import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * On Node 20, an AsyncLocalStorage that has run once installs promise hooks for the whole process, and they stay
 * until every such storage is disabled: from then on every await of every request costs about three times as much
 * (decision 0078). better-auth keeps its endpoint context, request state and transaction adapter in three of
 * them, so after the first sign-in the whole server ran slower for good. They are needed only while a better-auth
 * call runs: the calls are counted, and when the last one in flight settles the storages are switched off. The
 * next call's `run` switches its own back on. Node 22's AsyncContextFrame has no such cost; this can go with Node 20.
 */

// Where better-auth keeps its storages (`@better-auth/core`'s context/global): one object per process.
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const ownStorages = new Set<AsyncLocalStorage<unknown>>();
let callsInFlight = 0;

/** A storage of our own that is read only inside better-auth's calls, switched off with theirs. */
export function storageForAuthCalls<T>(): AsyncLocalStorage<T> {
  const storage = new AsyncLocalStorage<T>();
  ownStorages.add(storage as AsyncLocalStorage<unknown>);
  return storage;
}

function storagesInUse(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[BETTER_AUTH_GLOBAL];
  const theirs = Object.values(shared?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
  return [...ownStorages, ...theirs];
}

function switchOffWhenIdle(): void {
  if (callsInFlight > 0) return;
  for (const storage of storagesInUse()) storage.disable();
}

/** Runs a better-auth call (or our code around one) counted as in flight. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight++;
  try {
    return await call();
  } finally {
    callsInFlight--;
    switchOffWhenIdle();
  }
}

type Callable = (...args: never[]) => Promise<unknown>;

/**
 * The same auth object whose handler and every API endpoint run through `authCall`, so no caller can forget it:
 * a call left out while another ends could lose its transaction mid-way.
 */
export function countingAuthCalls<A extends { handler: Callable; api: object; $context: Promise<unknown> }>(
  auth: A,
): A {
  const wrapped = new Map<PropertyKey, unknown>();
  const counted = <F extends Callable>(endpoint: F): F =>
    // Endpoints carry their path and options as properties, which callers may read.
    Object.assign((...args: Parameters<F>) => authCall(() => endpoint(...args)), endpoint);
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(key)) wrapped.set(key, counted(value as Callable));
      return wrapped.get(key);
    },
  });
  // better-auth's start may run its storages before any call.
  void auth.$context.then(switchOffWhenIdle, () => {});
  const handler = counted(auth.handler);
  return { ...auth, handler, ...('fetch' in auth ? { fetch: handler } : {}), api };
}
