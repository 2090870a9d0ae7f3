import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement PostgreSQL has parsed under a name, with what its describe told about it. */
interface Named {
  name: string;
  parameterTypes: number[];
  /** The RowDescription (or NoData) message: execute does not send it again. */
  description: BackendMessage[];
}

/** A statement is named once it has run this many times: a query run once or twice is not worth the backend's memory. */
const RUNS_BEFORE_NAMING = 3;
/** At most this many named statements, each with its parse tree and cached plans in PGlite's WASM heap. */
export const MAX_NAMED = 300;

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
/** Each wrapped client's query that runs a named statement on a generic plan (see withGenericPlans). */
const genericQueries = new WeakMap<PGlite, Query>();

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * PGlite's `query()` sends every statement unnamed, as six calls into the WASM backend (parse, describe, bind,
 * describe, execute, sync), and PostgreSQL parses and plans it again each time. Here a statement that keeps coming
 * back (Drizzle's prepared catalogue reads, the session lookup, the same insert) is parsed once under a name, and
 * from then on runs as one bind-execute-sync call, with PostgreSQL free to keep a generic plan: a product read on the
 * demo data went from 0.7-1.1 ms to 0.13 ms (decision 0038). Queries run inside `transaction()` keep PGlite's own
 * path: they reach the backend through the transaction's `query`, not this one.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const unnamed = client.query.bind(client);
  const runs = new LRUCache<string, number>({ max: 5000 });
  const named = new Map<string, Named>();

  const describe = async (text: string): Promise<Named> => {
    const name = `restrung_${named.size}`;
    const { serialize } = protocol;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      description: messages.filter((message) => message.name === 'rowDescription' || message.name === 'noData'),
    };
  };

  /**
   * The caller's parsers over the client's. parseResults merges them by copying all of the client's (318 type
   * parsers) into a new object for every statement, about 60 µs, a tenth of a search's CPU on PGlite (measured);
   * chained on the client's through the prototype, it looks them up the same way for the cost of the caller's few.
   */
  const parsersOver = (parsers: QueryOptions['parsers']): PGlite['parsers'] =>
    parsers ? Object.assign(Object.create(client.parsers) as PGlite['parsers'], parsers) : client.parsers;

  const run = async <T>(statement: Named, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // As PGlite's own query() turns parameters into text, by the types PostgreSQL inferred for them.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const { serialize } = protocol;
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
    );
    const { parsers, ...rest } = options ?? {};
    return parse.parseResults([...statement.description, ...messages], parsersOver(parsers), rest)[0] as Results<T>;
  };

  /** Around a statement that must run on its generic plan; PGlite's one session keeps PostgreSQL's choice otherwise. */
  const planCacheMode = (mode: 'force_generic_plan' | 'auto') =>
    client.execProtocol(protocol.serialize.query(`set plan_cache_mode = ${mode}`), { syncToFs: false });

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
    generic = false,
  ): Promise<Results<T>> => {
    let statement = named.get(text);
    if (!statement) {
      const count = (runs.get(text) ?? 0) + 1;
      if (count < RUNS_BEFORE_NAMING || named.size >= MAX_NAMED || options?.paramTypes || options?.blob) {
        runs.set(text, count);
        return unnamed<T>(text, params, options);
      }
      runs.delete(text);
    }
    await client._checkReady();
    // The same locks as PGlite's query(): one statement at a time, never inside another caller's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!statement) {
          statement = named.get(text) ?? (await describe(text));
          named.set(text, statement);
        }
        if (!generic) return run<T>(statement, params, options);
        await planCacheMode('force_generic_plan');
        try {
          return await run<T>(statement, params, options);
        } finally {
          await planCacheMode('auto');
        }
      }),
    );
  };
  client.query = query as PGlite['query'];
  genericQueries.set(client, (text, params, options) => query(text, params, options, true));
  return client;
}

/**
 * The client wrapped by withNamedStatements, seen through a `query` whose named statements run on their generic
 * plan, made once (plan_cache_mode = force_generic_plan for that statement alone), like Database.genericPlans on
 * PostgreSQL (decision 0040). Drizzle calls nothing else but `transaction`, which keeps the client's own.
 */
export function withGenericPlans(named: PGlite): PGlite {
  const query = genericQueries.get(named);
  if (!query) throw new Error('withGenericPlans needs a client wrapped by withNamedStatements');
  return { query, transaction: named.transaction.bind(named) } as unknown as PGlite;
}
