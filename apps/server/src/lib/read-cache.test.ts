import { describe, expect, it, vi } from 'vitest';
import { readCaches } from './read-cache.ts';

const TABLES = ['products', 'users', 'sessions'] as const;
type Table = (typeof TABLES)[number];

const serving = () => {
  const caches = readCaches({ ttlMs: 60_000 });
  caches.resume();
  return caches;
};

/** A load the test finishes when it wants, to put an invalidation in the middle of a read. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('read caches', () => {
  it('keep a value until a change to what it was read from', async () => {
    const caches = serving();
    const cache = caches.create<{ name: string }, Table>({ maxSize: 10, readsFrom: TABLES });
    const load = vi.fn(async () => ({ name: 'Les Paul' }));
    const tags = () => ['products:p1'] as const;
    await cache.read('p1', load, tags);
    expect(await cache.read('p1', load, tags)).toEqual({ name: 'Les Paul' });
    expect(load).toHaveBeenCalledTimes(1);

    caches.invalidate('products', ['p2']);
    await cache.read('p1', load, tags);
    expect(load).toHaveBeenCalledTimes(1);

    caches.invalidate('products', ['p1']);
    await cache.read('p1', load, tags);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drop a list on a change to any row of its table, and a row on a change to its whole table', async () => {
    const caches = serving();
    const cache = caches.create<string[], Table>({ maxSize: 10, readsFrom: TABLES });
    const list = vi.fn(async () => ['a']);
    const row = vi.fn(async () => ['b']);
    await cache.read('list', list, () => ['products']);
    await cache.read('row', row, () => ['users:u1']);

    caches.invalidate('products', ['p9']);
    caches.invalidate('users');
    await cache.read('list', list, () => ['products']);
    await cache.read('row', row, () => ['users:u1']);
    expect(list).toHaveBeenCalledTimes(2);
    expect(row).toHaveBeenCalledTimes(2);
  });

  it('do not keep a read that started before an invalidation', async () => {
    const caches = serving();
    const cache = caches.create<{ v: number }, Table>({ maxSize: 10, readsFrom: TABLES });
    const stale = deferred<{ v: number }>();
    const reading = cache.read(
      'k',
      () => stale.promise,
      () => ['products:p1'],
    );
    caches.invalidate('products', ['p1']);
    stale.resolve({ v: 1 });
    expect(await reading).toEqual({ v: 1 });

    const load = vi.fn(async () => ({ v: 2 }));
    expect(await cache.read('k', load, () => ['products:p1'])).toEqual({ v: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['other rows of a table it read, and a table it did not', [['products', ['p2', 'p3']], ['sessions']], true],
    ['its row', [['users', ['u1']]], false],
    ['its whole table', [['users']], false],
  ] as const)('keep a read under way during a change to %s, or not', async (_, changes, kept) => {
    const caches = serving();
    const cache = caches.create<{ v: number }, Table>({ maxSize: 10, readsFrom: TABLES });
    const loaded = deferred<{ v: number }>();
    const reading = cache.read(
      'k',
      () => loaded.promise,
      () => ['products:p1', 'users:u1'],
    );
    for (const [table, keys] of changes) caches.invalidate(table, keys);
    loaded.resolve({ v: 1 });
    expect(await reading).toEqual({ v: 1 });
    expect(
      await cache.read(
        'k',
        async () => ({ v: 2 }),
        () => ['products:p1'],
      ),
    ).toEqual({ v: kept ? 1 : 2 });
  });

  it('share a load under way, but not with a read that starts after an invalidation', async () => {
    const caches = serving();
    const cache = caches.create<{ v: number }, Table>({ maxSize: 10, readsFrom: TABLES });
    const first = deferred<{ v: number }>();
    const load = vi.fn(() => first.promise);
    const a = cache.read('k', load, () => ['users:u1']);
    const b = cache.read('k', load, () => ['users:u1']);
    expect(load).toHaveBeenCalledTimes(1);

    caches.invalidate('users', ['u1']);
    const fresh = vi.fn(async () => ({ v: 2 }));
    const c = cache.read('k', fresh, () => ['users:u1']);
    first.resolve({ v: 1 });
    expect(await Promise.all([a, b, c])).toEqual([{ v: 1 }, { v: 1 }, { v: 2 }]);
  });

  it('serve and keep nothing while paused, and start empty when resumed', async () => {
    const caches = serving();
    const cache = caches.create<{ v: number }, Table>({ maxSize: 10, readsFrom: TABLES });
    let v = 0;
    const load = async () => ({ v: ++v });
    await cache.read('k', load, () => ['sessions:s1']);

    caches.pause();
    expect(await cache.read('k', load, () => ['sessions:s1'])).toEqual({ v: 2 });
    expect(await cache.read('k', load, () => ['sessions:s1'])).toEqual({ v: 3 });

    caches.resume();
    expect(await cache.read('k', load, () => ['sessions:s1'])).toEqual({ v: 4 });
    expect(await cache.read('k', load, () => ['sessions:s1'])).toEqual({ v: 4 });
  });

  it('never keep "nothing found", and keep at most maxSize', async () => {
    const caches = serving();
    const cache = caches.create<string[], Table>({
      maxSize: 3,
      sizeOf: (rows: string[]) => rows.length,
      readsFrom: TABLES,
    });
    const missing = vi.fn(async () => undefined);
    await cache.read('gone', missing, () => []);
    await cache.read('gone', missing, () => []);
    expect(missing).toHaveBeenCalledTimes(2);

    const two = vi.fn(async () => ['a', 'b']);
    await cache.read('first', two, () => ['products']);
    await cache.read('second', two, () => ['products']);
    await cache.read('first', two, () => ['products']);
    expect(two).toHaveBeenCalledTimes(3);
  });

  it('leave a cache alone on a change to a table it does not read from, its loads under way included', async () => {
    const caches = serving();
    const cache = caches.create<{ v: number }, 'products'>({ maxSize: 10, readsFrom: ['products'] });
    const first = deferred<{ v: number }>();
    const load = vi.fn(() => first.promise);
    const a = cache.read('k', load, () => ['products']);
    caches.invalidate('sessions', ['s1']);
    caches.invalidate('users');
    const b = cache.read('k', load, () => ['products']);
    first.resolve({ v: 1 });
    expect(await Promise.all([a, b])).toEqual([{ v: 1 }, { v: 1 }]);
    expect(await cache.read('k', load, () => ['products'])).toEqual({ v: 1 });
    expect(load).toHaveBeenCalledTimes(1);

    caches.invalidate('products', ['p1']);
    await cache.read('k', load, () => ['products']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('name only the tables a cache reads from in its tags', async () => {
    const caches = serving();
    const cache = caches.create<{ v: number }, 'products'>({ maxSize: 10, readsFrom: ['products'] });
    const load = async () => ({ v: 1 });
    // @ts-expect-error users is not a table this cache reads from: a change to it would not drop the value.
    await cache.read('k', load, () => ['users:u1']);
    await cache.read('k', load, () => ['products:p1']);
  });
});
