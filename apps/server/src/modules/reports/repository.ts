import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@restrung/shared/pagination';
import type { Db } from '../../db/client.ts';
import { products, reports, users } from '../../db/schema.ts';
import type { ProductRow } from '../products/repository.ts';

export interface Reporter {
  name: string;
  email: string;
  reportedAt: Date;
}

export type ReportedProductRow = ProductRow & { reportCount: number; lastReportedAt: Date; reporters: Reporter[] };

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

    /**
     * Reported products (for the admin's Reported Items), most recently reported first, each with how many
     * buyers reported it, who they were and when (newest first).
     */
    listReported: async (page: PaginationQuery): Promise<ReportedProductRow[]> => {
      const summary = db
        .select({
          productId: reports.productId,
          reportCount: sql<number>`count(*)::int`.as('report_count'),
          lastReportedAt: sql<Date>`max(${reports.createdAt})`.as('last_reported_at'),
          reporters: sql<unknown>`json_agg(json_build_object('name', ${reports.reporterName}, 'email', ${reports.reporterEmail}, 'reportedAt', ${reports.createdAt}) order by ${reports.createdAt} desc)`.as('reporters'),
        })
        .from(reports)
        .groupBy(reports.productId)
        .as('summary');
      const rows = await db
        .select({
          ...getTableColumns(products),
          sellerVerified: sql<boolean>`coalesce(${users.verified}, false)`.mapWith(Boolean),
          reportCount: summary.reportCount,
          lastReportedAt: summary.lastReportedAt,
          reporters: summary.reporters,
        })
        .from(summary)
        .innerJoin(products, eq(products.id, summary.productId))
        .leftJoin(users, eq(users.id, products.sellerId))
        .orderBy(desc(summary.lastReportedAt), desc(products.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
      return rows.map((row) => ({
        ...row,
        reportCount: Number(row.reportCount),
        lastReportedAt: new Date(row.lastReportedAt),
        reporters: parseReporters(row.reporters),
      }));
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;

function parseReporters(value: unknown): Reporter[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as { name: string; email: string; reportedAt: string }[];
  return list.map((r) => ({ name: r.name, email: r.email, reportedAt: new Date(r.reportedAt) }));
}
