/**
 * Loads the bench data set straight into the database, in two INSERT ... SELECT generate_series statements:
 * 1,000 users (every tenth a seller, nine in ten of those verified) and 100,000 listings spread over them
 * and the categories. Deterministic, so two runs read the same rows. Bench only: the app never runs this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export interface BulkLoadResult {
  /** Public products (verified seller, not sold) for the detail page. */
  productIds: string[];
  /** Each category with the number of its deepest page at 24 a page. */
  categories: { id: string; publicProducts: number; deepestPage: number }[];
  /** The _id of the last item before the deepest page of the largest category (its ?after cursor). */
  deepestCursor: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export async function bulkLoad(db: Db, { products = 100_000, users = 1_000 } = {}): Promise<BulkLoadResult> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, verified, created_at, updated_at)
    select gen_random_uuid(), 'Bench user ' || n, 'bench-' || n || '@example.test', true,
           case when n % 10 = 0 then 'seller' else 'buyer' end,
           n % 10 = 0 and n % 100 <> 0,
           now() - n * interval '1 minute', now()
    from generate_series(1, ${users}::int) as n`);
  await db.execute(sql`
    with sellers as (
      select id, name, email, (row_number() over (order by email)) - 1 as k from users where role = 'seller' and email like 'bench-%'
    ), cats as (
      select id, photo, (row_number() over (order by id)) - 1 as k from categories
    ), sizes as (select (select count(*) from sellers) as sn, (select count(*) from cats) as cn)
    insert into products (id, seller_id, category_id, product_name, product_photo, market_price_cents, asking_price_cents,
                          used_years, condition, description, location, phone, seller_name, seller_email, status, advertise, posted_at)
    -- The category's own photo: one that exists, so the bench's pages load real pictures (not 404s) as people would.
    select gen_random_uuid(), s.id, c.id, 'Bench guitar ' || n, c.photo,
           (100 + (n * 7919) % 3000) * 100, (100 + (n * 7919) % 3000) * 70,
           (2000 + n % 24)::text,
           (array['excellent','good','fair','moderate','bad'])[1 + n % 5],
           'A well kept instrument with a few honest marks, new strings and a setup last month.',
           'Austin, TX', '+1 555 0100', s.name, s.email,
           case when n % 10 < 8 then 'Available' when n % 10 = 8 then 'Booked' else 'Paid' end,
           n % 20 = 3,
           now() - ((n::bigint * 104729) % 63072000) * interval '1 second'
    from generate_series(0, ${products - 1}::int) as n
    cross join sizes
    join sellers s on s.k = n % sizes.sn
    join cats c on c.k = n % sizes.cn`);
  await db.execute(sql`analyze`);

  const productIds = rowsOf<{ id: string }>(
    await db.execute(sql`
    select p.id from products p join users u on u.id = p.seller_id and u.verified
    where p.status <> 'Paid' order by p.product_name limit 2000`),
  ).map((r) => r.id);
  const categories = rowsOf<{ id: string; n: string | number }>(
    await db.execute(sql`
    select c.id, count(p.id) as n from categories c
    left join products p on p.category_id = c.id and p.status <> 'Paid'
      and exists (select 1 from users u where u.id = p.seller_id and u.verified)
    group by c.id order by count(p.id) desc`),
  ).map((r) => {
    const publicProducts = Number(r.n);
    return { id: r.id, publicProducts, deepestPage: Math.max(1, Math.ceil(publicProducts / 24)) };
  });
  const deepest = categories[0]!;
  const [cursor] = rowsOf<{ id: string }>(
    await db.execute(sql`
    select p.id from products p join users u on u.id = p.seller_id and u.verified
    where p.category_id = ${deepest.id} and p.status <> 'Paid'
    order by p.posted_at desc, p.id desc offset ${(deepest.deepestPage - 1) * 24 - 1} limit 1`),
  );
  return { productIds, categories, deepestCursor: cursor!.id };
}
