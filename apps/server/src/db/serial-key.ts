import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A serial number as compared (packages/shared/src/stolen-report.ts serialKey): upper case, without spaces,
 * dashes, dots, slashes or underscores. Computed by the database on both sides, so a report and a listing are
 * always normalised by the same code.
 */
export const serialKeyOf = (value: SQLWrapper | string): SQL =>
  sql`upper(regexp_replace(${value}, '[[:space:]_./-]+', '', 'g'))`;
