import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, reports } from '../../db/schema.ts';
import { notify } from '../notifications/repository.ts';

export function reportsRepository(db: Db) {
  return {
    /**
     * Records one buyer's report of a product and raises the product's report flag. A buyer's report counts
     * once (unique product_id, reporter_id), even after an admin closed it: a second one changes nothing and
     * answers alreadyReported.
     */
    add: (report: { productId: string; reporterId: string; reporterName: string; reporterEmail: string; id: string }) =>
      db.transaction(async (tx) => {
        const inserted = await tx.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
        // Only a new report raises the flag: a repeat of one an admin closed (Keep Listing) leaves it down.
        if (inserted.length === 0) return { alreadyReported: true };
        const [product] = await tx
          .update(products)
          .set({ report: true, updatedAt: new Date() })
          .where(eq(products.id, report.productId))
          .returning({ id: products.id, sellerId: products.sellerId, productName: products.productName });
        // The seller hears of each buyer's first report; who reported stays with the admin.
        if (product) {
          await notify(tx, {
            userId: product.sellerId,
            kind: 'listing_reported',
            productId: product.id,
            productName: product.productName,
          });
        }
        return { alreadyReported: false };
      }),
  };
}

/** Thanks each buyer whose open report of this listing an admin just decided on, and says what was decided. */
export async function tellReporters(
  tx: Tx,
  reports: { reporterId: string | null }[],
  product: { id: string; productName: string },
  outcome: 'removed' | 'kept',
): Promise<void> {
  for (const { reporterId } of reports)
    await notify(tx, {
      userId: reporterId,
      kind: 'report_outcome',
      productId: outcome === 'kept' ? product.id : null,
      productName: product.productName,
      details: { outcome },
    });
}

/** Every product this buyer has reported (one row per buyer and product): the read cache keeps it per buyer. */
export const reportedProductIds = async (db: Db, reporterId: string): Promise<Set<string>> =>
  new Set(
    (await db.select({ productId: reports.productId }).from(reports).where(eq(reports.reporterId, reporterId))).map(
      (row) => row.productId,
    ),
  );
export type ReportsRepository = ReturnType<typeof reportsRepository>;
