import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reports } from '../../db/schema.ts';

export function reportsRepository(db: Db) {
  return {
    /**
     * Records one buyer's report of a product and raises the product's report flag. A buyer's report counts
     * once (unique product_id, reporter_id): a second one changes nothing and answers alreadyReported.
     */
    add: (report: { productId: string; reporterId: string; reporterName: string; reporterEmail: string; id: string }) =>
      db.transaction(async (tx) => {
        const inserted = await tx.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
        await tx.update(products).set({ report: true, updatedAt: new Date() }).where(eq(products.id, report.productId));
        return { alreadyReported: inserted.length === 0 };
      }),
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
