import { z } from 'zod';

/**
 * PUT /reportproducts/{id}. The admin's list of reported items (GET /reporteditems) has its schema in
 * admin.ts (reportedItemSchema).
 */
export const reportRequestSchema = z.object({
  report: z.literal(true, { error: 'Send {"report": true} to report this product.' }),
});

/** alreadyReported is true when this buyer had reported the product before: a report counts once per buyer. */
export const reportResponseSchema = z.object({ acknowledged: z.literal(true), alreadyReported: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
