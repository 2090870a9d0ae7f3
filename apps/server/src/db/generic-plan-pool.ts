import pg from 'pg';

/** At most this many named statements per connection, each holding its parse tree and plan in the backend. */
export const MAX_NAMED_STATEMENTS = 300;

type QueryConfig = { text: string; name?: string };

/**
 * A pool for statements whose best plan does not depend on their parameters (a look-up that finds few rows whatever
 * the keyword): each connection parses and plans such a statement once and reuses the plan (plan_cache_mode =
 * force_generic_plan), instead of planning every call. A one-listing search spent 0.8 ms of PostgreSQL's CPU on its
 * page, of which 0.09 ms once planned (decision 0040). A statement is named by its text, the same name on every
 * connection; past MAX_NAMED_STATEMENTS texts, a new one runs unnamed, planned for its values as on the main pool.
 * The main pool keeps PostgreSQL's own choice: most statements need plans made for their values.
 */
export function genericPlanPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, options: '-c plan_cache_mode=force_generic_plan' });
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) {
      name = `restrung_generic_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  // Drizzle passes a config object ({ text, rowMode, types }); its name, when set, is kept.
  pool.query = ((config: unknown, values?: unknown) => {
    if (typeof config === 'object' && config !== null && 'text' in config && !(config as QueryConfig).name) {
      const name = nameOf((config as QueryConfig).text);
      if (name) return query({ ...config, name }, values);
    }
    return query(config, values);
  }) as pg.Pool['query'];
  return pool;
}
