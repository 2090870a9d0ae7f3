import { and, eq, gte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema.ts';

/** Brand or model as compared (packages/shared/src/price-guide.ts guideKey): lower case, no whitespace. */
const guideKeyOf = (value: SQLWrapper | string) => sql`regexp_replace(lower(${value}), '[[:space:]]+', '', 'g')`;

export interface SalePrices {
  count: number;
  lowestCents: number | null;
  medianCents: number | null;
  highestCents: number | null;
}

/** Reads paid orders (bookings_paid_at_idx) and the brand and model of the guitar each one bought. */
export function priceGuideRepository(db: Db) {
  return {
    salePrices: async (brand: string, model: string, since: Date): Promise<SalePrices> => {
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          lowestCents: sql<number | null>`min(${bookings.priceCents})`,
          medianCents: sql<number | null>`percentile_cont(0.5) within group (order by ${bookings.priceCents})`,
          highestCents: sql<number | null>`max(${bookings.priceCents})`,
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .where(
          and(
            sql`${bookings.status} = 'Paid'`,
            gte(bookings.paidAt, since),
            eq(guideKeyOf(products.brand), guideKeyOf(brand)),
            eq(guideKeyOf(products.model), guideKeyOf(model)),
          ),
        );
      const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return {
        count: row?.count ?? 0,
        lowestCents: toNumber(row?.lowestCents),
        medianCents: toNumber(row?.medianCents),
        highestCents: toNumber(row?.highestCents),
      };
    },
  };
}
export type PriceGuideRepository = ReturnType<typeof priceGuideRepository>;
