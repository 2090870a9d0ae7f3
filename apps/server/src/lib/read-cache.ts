import { LRUCache } from 'lru-cache';

/**
 * What a cached value was read from: `"<table>"` when any change to the table may change it (a list), or
 * `"<table>:<key>"` when only changes to that row do (the key column is the one migration 0014 names per table).
 * A "table" is whatever the change feed names: a real table, or `verified_sellers` (migration 0018).
 */
export type Tag<Table extends string = string> = Table | `${Table}:${string}`;

export interface ReadCacheOptions<Table extends string> {
  /** At most this much is kept, counted by `sizeOf` (1 per entry without it); the least recently read goes first. */
  maxSize: number;
  sizeOf?: (value: never) => number;
  /**
   * Every table its values may be read from. A change to any other table leaves the cache alone, loads under way
   * included, so a sign-in (sessions) does not stop a search read meanwhile from being kept. The tags a value is
   * kept with can only name these tables (checked by the compiler).
   */
  readsFrom: readonly Table[];
}

export interface ReadCache<V, Table extends string = string> {
  /**
   * The value under `key`, read by `load` when it is not kept. A value is kept with the tags `tagsOf` gives it,
   * unless something was invalidated while it was being read (it may then be older than the invalidation).
   * `undefined` (nothing found) is never kept.
   */
  read(
    key: string,
    load: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly Tag<Table>[],
  ): Promise<V | undefined>;
}

/** A change to some of a table's rows (`tags`), or to any of them (`wholeTable`); EVERYTHING: the caches emptied. */
interface Change {
  tags: ReadonlySet<Tag>;
  wholeTable: string | null;
}
const EVERYTHING: Change = { tags: new Set(), wholeTable: '' };

/** Whether `change` can have changed a value read from `tags`: as `invalidate` would drop it. */
const touches = (change: Change, tags: readonly Tag[]) =>
  change === EVERYTHING ||
  tags.some((tag) => change.tags.has(tag) || (change.wholeTable !== null && tag.startsWith(`${change.wholeTable}:`)));

/**
 * The process's read caches and what keeps them correct (docs/decisions/0032-read-caches.md): `invalidate` drops
 * every entry read from a changed table or row; a read under way during an invalidation that touches what it read
 * (its tags, decisions 0080 and 0082) does not keep its result; `pause` (the
 * change feed is down, so invalidations may be missed) empties them and reads go to the database until `resume`.
 */
export function readCaches(options: {
  ttlMs: number;
  /**
   * Awaited before each read that could be served from a cache: tests on PostgreSQL pass the change feed's
   * catch-up, so a row they wrote straight into the database is never read from a cache its NOTIFY has not reached.
   */
  catchUpBeforeReads?: () => Promise<void>;
}) {
  let serving = false;
  interface Store {
    clear(): void;
    invalidate(tags: readonly Tag[], wholeTable: string | null): void;
  }
  const stores: Store[] = [];
  /** The caches reading from each table. */
  const readersOf = new Map<string, Store[]>();

  const clearAll = () => {
    for (const store of stores) store.clear();
  };

  return {
    create<V extends object, Table extends string>({
      maxSize,
      sizeOf,
      readsFrom,
    }: ReadCacheOptions<Table>): ReadCache<V, Table> {
      /**
       * The changes each load under way has missed: it keeps its value only if none of them touches the value's
       * tags, as they would not have dropped it had it been kept before them (decision 0082).
       */
      const underWay = new Set<Change[]>();
      const byTag = new Map<Tag, Set<string>>();
      const entries = new LRUCache<string, { value: V; tags: readonly Tag[] }>({
        maxSize,
        sizeCalculation: (entry) => Math.max(1, sizeOf ? (sizeOf as (value: V) => number)(entry.value) : 1),
        ttl: options.ttlMs,
        // Whatever removes an entry (invalidation, eviction, expiry, replacement) removes it from the tag index.
        dispose: (entry, key) => {
          for (const tag of entry.tags) {
            const keys = byTag.get(tag);
            if (!keys) continue;
            keys.delete(key);
            if (keys.size === 0) byTag.delete(tag);
          }
        },
      });
      /** Loads under way, shared by concurrent reads of one key; forgotten at every invalidation of this cache. */
      const loading = new Map<string, Promise<V | undefined>>();

      const load = async (
        key: string,
        read: () => Promise<V | undefined>,
        tagsOf: (value: V) => readonly Tag<Table>[],
      ) => {
        const missed: Change[] = [];
        underWay.add(missed);
        let value: V | undefined;
        try {
          value = await read();
        } finally {
          underWay.delete(missed);
        }
        if (value === undefined || !serving) return value;
        const tags = tagsOf(value);
        if (!missed.some((change) => touches(change, tags))) {
          entries.set(key, { value, tags });
          for (const tag of tags) {
            const keys = byTag.get(tag) ?? new Set<string>();
            keys.add(key);
            byTag.set(tag, keys);
          }
        }
        return value;
      };

      const store: Store = {
        clear: () => {
          for (const missed of underWay) missed.push(EVERYTHING);
          entries.clear();
          loading.clear();
        },
        invalidate: (tags, wholeTable) => {
          if (underWay.size > 0) {
            const change = { tags: new Set(tags), wholeTable };
            for (const missed of underWay) missed.push(change);
          }
          loading.clear();
          const keys = new Set<string>();
          for (const tag of tags) for (const key of byTag.get(tag) ?? []) keys.add(key);
          if (wholeTable !== null) {
            const prefix = `${wholeTable}:`;
            for (const [tag, tagged] of byTag) if (tag.startsWith(prefix)) for (const key of tagged) keys.add(key);
          }
          for (const key of keys) entries.delete(key);
        },
      };
      stores.push(store);
      for (const table of new Set(readsFrom)) readersOf.set(table, [...(readersOf.get(table) ?? []), store]);

      return {
        async read(key, read, tagsOf) {
          if (options.catchUpBeforeReads && serving) await options.catchUpBeforeReads();
          if (!serving) return read();
          const kept = entries.get(key);
          if (kept) return kept.value;
          const underWay = loading.get(key);
          if (underWay) return underWay;
          const promise = load(key, read, tagsOf).finally(() => {
            if (loading.get(key) === promise) loading.delete(key);
          });
          loading.set(key, promise);
          return promise;
        },
      };
    },

    /** A change to `table`: to the rows with these keys, or to anything in it when `keys` is omitted. */
    invalidate(table: string, keys?: readonly string[]): void {
      const readers = readersOf.get(table);
      if (!readers) return;
      const tags = keys ? [table, ...keys.map((key) => `${table}:${key}`)] : [table];
      for (const store of readers) store.invalidate(tags, keys ? null : table);
    },

    /** Invalidations may be missed from now on: nothing is served from or kept in the caches until `resume`. */
    pause(): void {
      serving = false;
      clearAll();
    },

    /** Invalidations are heard again; anything may have changed meanwhile, so the caches start empty. */
    resume(): void {
      clearAll();
      serving = true;
    },

    /** Drops everything (a change was perhaps not heard of in time). */
    clear: clearAll,

    get serving(): boolean {
      return serving;
    },
  };
}
export type ReadCaches = ReturnType<typeof readCaches>;
