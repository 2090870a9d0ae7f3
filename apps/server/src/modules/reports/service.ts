import type { ReportedItem } from '@restrung/shared/admin';
import type { PaginationQuery } from '@restrung/shared/pagination';
import type { SessionUser } from '@restrung/shared/user';
import { newId } from '../../lib/ids.ts';
import { toDollars } from '../../lib/money.ts';
import type { ProductsService } from '../products/service.ts';
import type { ReportsRepository } from './repository.ts';

export function reportsService(reports: ReportsRepository, products: ProductsService) {
  return {
    /** Report To Admin: records who reported which product and when, once per buyer and product. */
    async report(productId: string, reporter: SessionUser): Promise<{ alreadyReported: boolean }> {
      const product = await products.findVisible(productId, reporter);
      return reports.add({ id: newId(), productId: product.id, reporterId: reporter.id, reporterName: reporter.name, reporterEmail: reporter.email });
    },

    /** GET /reporteditems' rows (admin): reported products with their reports, most recently reported first. */
    async listReported(page: PaginationQuery): Promise<ReportedItem[]> {
      return (await reports.listReported(page)).map((row) => ({
        _id: row.id,
        productName: row.productName,
        productPhoto: row.productPhoto,
        sellerEmail: row.sellerEmail,
        sellerName: row.sellerName,
        askingPrice: toDollars(row.askingPriceCents),
        reportCount: row.reportCount,
        lastReportedAt: row.lastReportedAt.toISOString(),
        reporters: row.reporters.map((r) => ({ name: r.name, email: r.email, reportedAt: r.reportedAt.toISOString() })),
      }));
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
