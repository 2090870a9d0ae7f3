import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import type { Db } from '../db/client.ts';

/** What a listing's column holds for the listing numbered `n` (an SQL expression of n). */
export interface NumberedColumns {
  productName: SQL;
  description?: SQL;
  location?: SQL;
  status?: SQL;
}

/**
 * A verified seller and `count` of their electric guitars, numbered n = 1 to count (1 the newest), written straight
 * in SQL: for tests that need a catalogue large enough for the planner's statistics, in well under a second.
 */
export async function insertNumberedListings(
  db: Db,
  seller: { id: string; name: string; email: string },
  count: number,
  { productName, description = sql`'d'`, location = sql`'l'`, status = sql`'Available'` }: NumberedColumns,
): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, verified, created_at, updated_at)
    values (${seller.id}, ${seller.name}, ${seller.email}, true, 'seller', true, now(), now())`);
  await db.execute(sql`
    insert into products (id, seller_id, category_id, product_name, product_photo, market_price_cents,
                          asking_price_cents, used_years, condition, description, location, phone, seller_name,
                          seller_email, status, advertise, posted_at)
    select gen_random_uuid(), ${seller.id}, ${CATEGORY_IDS.electric}, ${productName}, '/media/x.webp', 10000, 9000,
           '2020', 'good', ${description}, ${location}, 'p', ${seller.name}, ${seller.email}, ${status}, true,
           now() - n * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
}
