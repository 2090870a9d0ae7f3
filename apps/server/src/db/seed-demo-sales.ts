import { eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Db } from './client.ts';
import { bookings, products } from './schema.ts';

/** The demo listing whose brand and model get a sale history, so its page shows the price guide on a fresh start. */
export const DEMO_SOLD_MODEL_LISTING = 'Fender Player Stratocaster';

/** Three earlier sales of the same brand and model: price (dollars) and how many days ago it was paid. */
const SALES = [
  { price: 580, daysAgo: 21 },
  { price: 640, daysAgo: 74 },
  { price: 705, daysAgo: 160 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sold copies of DEMO_SOLD_MODEL_LISTING (status Paid, hidden from lists) with the demo buyer's paid orders, as a
 * finished checkout leaves them. Runs after seedDemoProducts on a fresh database; does nothing without that listing.
 * Answers how many paid orders it created.
 */
export async function seedDemoSales(
  db: Db,
  buyer: { id: string; name: string; email: string },
  now = new Date(),
): Promise<number> {
  const [listing] = await db.select().from(products).where(eq(products.productName, DEMO_SOLD_MODEL_LISTING));
  if (!listing) return 0;
  // The guide matches on brand and model: the demo listing has them (seed-demo.ts); these are only a fallback.
  const model = { ...listing, brand: listing.brand ?? 'Fender', model: listing.model ?? 'Player Stratocaster' };
  await db.transaction(async (tx) => {
    if (!listing.brand || !listing.model)
      await tx.update(products).set({ brand: model.brand, model: model.model }).where(eq(products.id, listing.id));
    for (const [i, sale] of SALES.entries()) {
      const paidAt = new Date(now.getTime() - sale.daysAgo * DAY_MS);
      const productId = newId();
      const priceCents = sale.price * 100;
      await tx.insert(products).values({
        ...model,
        id: productId,
        // Other guitars of the same model: not the live listing's serial number.
        serialNumber: null,
        askingPriceCents: priceCents,
        status: 'Paid',
        advertise: false,
        report: false,
        postedAt: new Date(paidAt.getTime() - 9 * DAY_MS),
        createdAt: new Date(paidAt.getTime() - 9 * DAY_MS),
        updatedAt: paidAt,
      });
      await tx.insert(bookings).values({
        id: newId(),
        productId,
        buyerId: buyer.id,
        sellerId: model.sellerId,
        priceCents,
        productName: model.productName,
        productPhoto: model.productPhoto,
        sellerName: model.sellerName,
        sellerEmail: model.sellerEmail,
        sellerLocation: model.location,
        sellersPhone: model.phone,
        buyersName: buyer.name,
        buyersEmail: buyer.email,
        phone: '+1 555 0199',
        location: 'Chicago, IL',
        status: 'Paid',
        transactionId: `demo_txn_${i + 1}`,
        paidAt,
        createdAt: new Date(paidAt.getTime() - DAY_MS),
        updatedAt: paidAt,
      });
    }
  });
  return SALES.length;
}
