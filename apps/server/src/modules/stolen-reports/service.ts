import { formatPostedOnline, isUuid, type Product } from '@restrung/shared/product';
import { STOLEN_MESSAGES, type StolenReport, type StolenReportStatus } from '@restrung/shared/stolen-report';
import type { stolenReportInputSchema } from '@restrung/shared/stolen-report-input';
import type { SessionUser } from '@restrung/shared/user';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { actorOf } from '../audit-log/repository.ts';
import type { StolenReportRow, StolenReportsRepository } from './repository.ts';

const toReport = (row: StolenReportRow): StolenReport => ({
  _id: row.id,
  serialNumber: row.serialNumber,
  brand: row.brand,
  model: row.model,
  policeReference: row.policeReference,
  status: row.status,
  reportedOn: formatPostedOnline(row.createdAt),
});

export function stolenReportsService(
  reports: StolenReportsRepository,
  heldListings: (admin: SessionUser) => Promise<Product[]>,
) {
  return {
    /** Admins: the listings hidden from buyers by confirmed reports. */
    heldListings,

    /** Anyone signed in; one open report per person and serial number. */
    async report(input: z.output<typeof stolenReportInputSchema>, reporter: SessionUser): Promise<string> {
      const id = await reports.add({ ...input, reporter });
      if (!id) throw conflict(STOLEN_MESSAGES.alreadyReported);
      return id;
    },

    mine: async (reporter: SessionUser): Promise<StolenReport[]> =>
      (await reports.listByReporter(reporter.id)).map(toReport),

    /** Admins: the reports of one status, with who reported them and how many listings carry the serial. */
    list: async (status: StolenReportStatus): Promise<StolenReport[]> =>
      (await reports.listByStatus(status)).map(({ report, matchingListings }) => ({
        ...toReport(report),
        reporterName: report.reporterName,
        reporterEmail: report.reporterEmail,
        matchingListings,
      })),

    /**
     * Admins confirm or reject a report (audit-logged). Confirming hides every listing with the serial at once:
     * listings read the confirmed reports at each request (docs/decisions/0019-seller-pages-price-guide-stolen-gear.md).
     * Each held listing's seller is notified (kind listing_hidden) in the same transaction.
     */
    async decide(id: string, decision: 'confirmed' | 'rejected', admin: SessionUser) {
      const result = isUuid(id) ? await reports.decide(id, decision, actorOf(admin)) : { outcome: 'missing' as const };
      if (result.outcome === 'missing') throw notFound(STOLEN_MESSAGES.noSuchReport);
      if (result.outcome === 'unchanged') throw conflict(STOLEN_MESSAGES.alreadyDecided(result.status));
      return { status: decision, matchingListings: result.matchingListings };
    },
  };
}
export type StolenReportsService = ReturnType<typeof stolenReportsService>;
