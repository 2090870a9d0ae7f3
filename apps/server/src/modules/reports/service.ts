import type { SessionUser } from '@restrung/shared/user';
import { newId } from '../../lib/ids.ts';
import type { ProductsService } from '../products/service.ts';
import type { ReportsRepository } from './repository.ts';

export function reportsService(reports: ReportsRepository, products: ProductsService) {
  return {
    /** Report To Admin: records who reported which product and when, once per buyer and product. */
    async report(productId: string, reporter: SessionUser): Promise<{ alreadyReported: boolean }> {
      const product = await products.findVisible(productId, reporter);
      return reports.add({
        id: newId(),
        productId: product.id,
        reporterId: reporter.id,
        reporterName: reporter.name,
        reporterEmail: reporter.email,
      });
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
