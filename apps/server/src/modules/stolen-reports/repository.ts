import { asc, desc, eq, sql } from 'drizzle-orm';
import type { StolenReportStatus } from '@restrung/shared/stolen-report';
import type { Db } from '../../db/client.ts';
import { products, stolenReports } from '../../db/schema.ts';
import { serialKeyOf } from '../../db/serial-key.ts';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { notify } from '../notifications/repository.ts';

export type StolenReportRow = typeof stolenReports.$inferSelect;

export interface NewStolenReport {
  serialNumber: string;
  brand: string;
  model: string;
  policeReference?: string | undefined;
  reporter: { id: string; name: string; email: string };
}

export type DecideResult =
  | { outcome: 'missing' }
  | { outcome: 'unchanged'; status: StolenReportStatus }
  | { outcome: 'decided'; matchingListings: number };

/** How many listings carry this report's serial number (products_serial_key_idx). */
const matchingListings =
  sql<number>`(select count(*) from ${products} where ${serialKeyOf(products.serialNumber)} = ${stolenReports.serialKey})`.mapWith(
    Number,
  );

export function stolenReportsRepository(db: Db) {
  return {
    /** Answers the new id, or null when this person already has an open report of the same serial. */
    add: async (report: NewStolenReport): Promise<string | null> => {
      const id = newId();
      try {
        await db.insert(stolenReports).values({
          id,
          serialNumber: report.serialNumber,
          serialKey: serialKeyOf(report.serialNumber),
          brand: report.brand,
          model: report.model,
          policeReference: report.policeReference ?? null,
          reporterId: report.reporter.id,
          reporterName: report.reporter.name,
          reporterEmail: report.reporter.email,
        });
        return id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    listByReporter: (reporterId: string) =>
      db
        .select()
        .from(stolenReports)
        .where(eq(stolenReports.reporterId, reporterId))
        .orderBy(desc(stolenReports.createdAt), desc(stolenReports.id))
        .limit(100),

    /** The admin's queue for one status, oldest first, with how many listings carry the serial. */
    listByStatus: (status: StolenReportStatus, limit = 100) =>
      db
        .select({ report: stolenReports, matchingListings })
        .from(stolenReports)
        .where(eq(stolenReports.status, status))
        .orderBy(asc(stolenReports.createdAt), asc(stolenReports.id))
        .limit(limit),

    /**
     * Sets an admin's decision and writes it to the audit log in the same transaction. The row is locked, so two
     * admins deciding at once are told in turn; deciding what is already decided changes nothing.
     */
    decide: (id: string, status: 'confirmed' | 'rejected', admin: AuditActor): Promise<DecideResult> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(stolenReports).where(eq(stolenReports.id, id)).for('update');
        if (!row) return { outcome: 'missing' };
        if (row.status === status) return { outcome: 'unchanged', status };
        await tx
          .update(stolenReports)
          .set({ status, decidedAt: new Date(), updatedAt: new Date() })
          .where(eq(stolenReports.id, id));
        const matching = await tx.$count(products, eq(serialKeyOf(products.serialNumber), row.serialKey));
        await auditLogRepository(tx).record(admin, {
          action: status === 'confirmed' ? 'stolen_report.confirmed' : 'stolen_report.rejected',
          target: { type: 'stolen_report', id: row.id, name: `${row.brand} ${row.model} (serial ${row.serialNumber})` },
          details: {
            serialNumber: row.serialNumber,
            previousStatus: row.status,
            reporterName: row.reporterName,
            reporterEmail: row.reporterEmail,
            ...(row.policeReference ? { policeReference: row.policeReference } : {}),
            matchingListings: matching,
          },
        });
        if (status === 'confirmed') {
          // Each seller learns why their listing disappeared, in this transaction (no notice for a rolled-back decision).
          const held = await tx
            .select({ id: products.id, sellerId: products.sellerId, productName: products.productName })
            .from(products)
            .where(eq(serialKeyOf(products.serialNumber), row.serialKey));
          for (const listing of held) {
            await notify(tx, {
              userId: listing.sellerId,
              kind: 'listing_hidden',
              productId: listing.id,
              productName: listing.productName,
              details: { reason: 'Its serial number matches a guitar reported stolen.' },
            });
          }
        }
        return { outcome: 'decided', matchingListings: matching };
      }),
  };
}
export type StolenReportsRepository = ReturnType<typeof stolenReportsRepository>;
