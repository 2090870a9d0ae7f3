import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import type { Db } from '../db/client.ts';
import { bookings, products, reports } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/**
 * Rows written straight into the database, with sensible defaults, for states a test needs but does not test:
 * a listing, an order, a report, a product's status or time. Each API is tested with its own module, through HTTP.
 */

export type ProductRow = typeof products.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** A seller, buyer or reporter as the rows snapshot them; a TestAccount will do, and so will a deleted user (id null). */
export interface Person {
  id: string | null;
  name: string;
  email: string;
}

/** An Available listing by `seller`. */
export async function insertProduct(
  db: Db,
  seller: Person,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      id: newId(),
      sellerId: seller.id,
      sellerName: seller.name,
      sellerEmail: seller.email,
      categoryId: DEFAULT_CATEGORY_ID,
      productName: `Fender Stratocaster ${randomUUID().slice(0, 6)}`,
      productPhoto: '/media/uploads/strat.webp',
      marketPriceCents: 120_000,
      askingPriceCents: 85_050,
      usedYears: '2019',
      condition: 'good',
      description: 'A well kept guitar with new strings.',
      location: 'Austin, TX',
      phone: '+1 512 555 0100',
      ...overrides,
    })
    .returning();
  return row!;
}

/** States other flows own (booking, payment) or times the tests need, set on a product. */
export const setProduct = (db: Db, id: string, values: Partial<typeof products.$inferInsert>) =>
  db.update(products).set(values).where(eq(products.id, id));

export interface NewBookingFixture extends Partial<typeof bookings.$inferInsert> {
  /** The product ordered, or its id. */
  product: ProductRow | string;
  buyer: Person;
}

/**
 * An order of `product` by `buyer` as the bookings flow records it: a snapshot of the product, and the product
 * takes the order's status (Booked by default). A Paid order also gets its payment's transaction id and time.
 */
export async function insertBooking(db: Db, { product, buyer, ...overrides }: NewBookingFixture): Promise<BookingRow> {
  const row =
    typeof product === 'string' ? (await db.select().from(products).where(eq(products.id, product)))[0] : product;
  if (!row) throw new Error(`no product ${String(product)}`);
  const status = overrides.status ?? 'Booked';
  const [booking] = await db
    .insert(bookings)
    .values({
      id: newId(),
      productId: row.id,
      buyerId: buyer.id,
      sellerId: row.sellerId,
      priceCents: row.askingPriceCents,
      productName: row.productName,
      productPhoto: row.productPhoto,
      sellerName: row.sellerName,
      sellerEmail: row.sellerEmail,
      sellerLocation: row.location,
      sellersPhone: row.phone,
      buyersName: buyer.name,
      buyersEmail: buyer.email,
      phone: '+1 214 555 0101',
      location: 'Dallas, TX',
      status,
      ...(status === 'Paid' ? { transactionId: `txn_${randomUUID().slice(0, 12)}`, paidAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  await setProduct(db, row.id, { status });
  return booking!;
}

export async function insertReport(
  db: Db,
  product: ProductRow,
  reporter: Person,
  createdAt: Date = new Date(),
): Promise<void> {
  await db.insert(reports).values({
    id: newId(),
    productId: product.id,
    reporterId: reporter.id,
    reporterName: reporter.name,
    reporterEmail: reporter.email,
    createdAt,
  });
}
