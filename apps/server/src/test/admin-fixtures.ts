import { randomUUID } from 'node:crypto';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import type { Db } from '../db/client.ts';
import { bookings, products, reports } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/**
 * Rows written straight into the database for the admin tests, with sensible defaults, for states the API
 * reaches only through flows other modules own (a booking, a payment, a report).
 */

export type ProductRow = typeof products.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

interface Person { id: string | null; name: string; email: string }

export async function insertProduct(
  db: Db,
  seller: Person,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [row] = await db.insert(products).values({
    id: newId(),
    sellerId: seller.id,
    sellerName: seller.name,
    sellerEmail: seller.email,
    categoryId: DEFAULT_CATEGORY_ID,
    productName: `Test guitar ${randomUUID().slice(0, 6)}`,
    productPhoto: '/media/uploads/test.webp',
    marketPriceCents: 120_000,
    askingPriceCents: 85_050,
    usedYears: '2019',
    condition: 'good',
    description: 'A well kept test guitar with new strings.',
    location: 'Dhaka',
    phone: '+8801700000000',
    ...overrides,
  }).returning();
  return row!;
}

/** An order of `product` by `buyer`, Booked by default; Paid sets the payment fields and the product's status is up to the caller. */
export async function insertBooking(
  db: Db,
  product: ProductRow,
  buyer: Person,
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const paid = overrides.status === 'Paid';
  const [row] = await db.insert(bookings).values({
    id: newId(),
    productId: product.id,
    buyerId: buyer.id,
    sellerId: product.sellerId,
    priceCents: product.askingPriceCents,
    productName: product.productName,
    productPhoto: product.productPhoto,
    sellerName: product.sellerName,
    sellerEmail: product.sellerEmail,
    sellerLocation: product.location,
    sellersPhone: product.phone,
    buyersName: buyer.name,
    buyersEmail: buyer.email,
    phone: '+8801800000000',
    location: 'Chittagong',
    ...(paid ? { transactionId: `txn_${randomUUID().slice(0, 12)}`, paidAt: new Date() } : {}),
    ...overrides,
  }).returning();
  return row!;
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
