import { sql } from 'drizzle-orm';
import { DASHBOARD_WEEKS, type WeeklyCount, type WeeklySales } from '@restrung/shared/dashboard';
import type { Db } from '../../db/client.ts';
import { bookings, products, reports, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The dashboard's figures, each counted by the database in one statement. Weeks are ISO weeks in UTC: the
 * statements bucket with date_trunc('week', ... at time zone 'UTC') so the server's time zone never moves a sale
 * into another week, and join onto generate_series so a quiet week is a zero, not a gap.
 */

/** Monday 00:00 UTC of the oldest week shown, as a timestamp without time zone (UTC wall clock). */
const firstWeek = sql.raw(`date_trunc('week', now() at time zone 'UTC') - interval '${DASHBOARD_WEEKS - 1} weeks'`);
/** The same instant as a timestamptz, to compare with indexed columns as they are. */
const since = sql`(${firstWeek}) at time zone 'UTC'`;
const weeks = sql`select generate_series(${firstWeek}, date_trunc('week', now() at time zone 'UTC'), interval '1 week') as week`;

type Row = Record<string, unknown>;
// node-postgres answers count/sum as strings, PGlite as numbers or bigints: Number() reads all three.
const num = (value: unknown) => Number(value ?? 0);
const dollars = (cents: unknown) => num(cents) / 100;

/** Paid orders per week, and their revenue; `seller` narrows them to one seller's sales. */
async function salesPerWeek(db: Db, seller?: string): Promise<WeeklySales[]> {
  const bySeller = seller ? sql`and ${bookings.sellerId} = ${seller}` : sql``;
  const rows = await rowsOf(
    db,
    sql`
    with weeks as (${weeks}),
    sales as (
      select date_trunc('week', ${bookings.paidAt} at time zone 'UTC') as week, count(*) as sales, sum(${bookings.priceCents}) as cents
      from ${bookings}
      where ${bookings.status} = 'Paid' and ${bookings.paidAt} >= ${since} ${bySeller}
      group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(sales.sales, 0) as sales, coalesce(sales.cents, 0) as cents
    from weeks left join sales on sales.week = weeks.week
    order by weeks.week`,
  );
  return rows.map((row) => ({ week: String(row.week), sales: num(row.sales), revenue: dollars(row.cents) }));
}

async function listingsPerWeek(db: Db): Promise<WeeklyCount[]> {
  const rows = await rowsOf(
    db,
    sql`
    with weeks as (${weeks}),
    listed as (
      select date_trunc('week', ${products.postedAt} at time zone 'UTC') as week, count(*) as listed
      from ${products}
      where ${products.postedAt} >= ${since}
      group by 1
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(listed.listed, 0) as listed
    from weeks left join listed on listed.week = weeks.week
    order by weeks.week`,
  );
  return rows.map((row) => ({ week: String(row.week), count: num(row.listed) }));
}

/** Counts per value of a column, with every expected value present (zero when no row has it). */
function tally<K extends string>(keys: readonly K[], rows: Row[]): Record<K, number> {
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if (keys.includes(row.key as K)) result[row.key as K] = num(row.n);
  return result;
}

export function dashboardRepository(db: Db) {
  return {
    admin: async () => {
      const [sales, listings, roles, [open]] = await Promise.all([
        salesPerWeek(db),
        listingsPerWeek(db),
        rowsOf(db, sql`select ${users.role} as key, count(*) as n from ${users} group by 1`),
        // A report goes with its product (on delete cascade), so every reported product here is still listed; one an
        // admin closed by keeping the listing (decision 0067) is not open.
        rowsOf(
          db,
          sql`select count(distinct ${reports.productId}) as products, count(*) as reports from ${reports} where ${reports.closedAt} is null`,
        ),
      ]);
      return {
        salesPerWeek: sales,
        listingsPerWeek: listings,
        usersByRole: tally(['buyer', 'seller', 'admin'] as const, roles),
        openReports: { products: num(open?.products), reports: num(open?.reports) },
      };
    },

    seller: async (sellerId: string) => {
      const [statuses, sales] = await Promise.all([
        rowsOf(
          db,
          sql`select ${products.status} as key, count(*) as n from ${products} where ${products.sellerId} = ${sellerId} group by 1`,
        ),
        salesPerWeek(db, sellerId),
      ]);
      return { listingsByStatus: tally(['Available', 'Booked', 'Paid'] as const, statuses), salesPerWeek: sales };
    },

    buyer: async (buyerId: string) => {
      const statuses = await rowsOf(
        db,
        sql`select ${bookings.status} as key, count(*) as n from ${bookings} where ${bookings.buyerId} = ${buyerId} group by 1`,
      );
      return { ordersByStatus: tally(['Booked', 'Paid'] as const, statuses) };
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
