/** SQLSTATE codes this server acts on (PostgreSQL, Appendix A). */
export const SQL_STATE = {
  uniqueViolation: '23505',
  deadlockDetected: '40P01',
} as const;

/**
 * Whether a database error (or one it wraps) carries this SQLSTATE. PGlite and node-postgres both put it in
 * `code`; drizzle wraps the driver's error in `cause`.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === state) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, SQL_STATE.uniqueViolation);
