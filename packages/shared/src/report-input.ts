import { z } from 'zod';

/**
 * PUT /reportproducts/{id}: the body, apart from the answer the Report button loads (`report.ts`, decision 0062). The
 * admin's list of reported items (GET /reporteditems) has its schema in admin.ts (reportedItemSchema).
 */
export const reportRequestSchema = z.object({
  report: z.literal(true, { error: 'Send {"report": true} to report this product.' }),
});
