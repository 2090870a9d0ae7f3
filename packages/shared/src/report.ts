import { z } from 'zod';

/** alreadyReported is true when this buyer had reported the product before: a report counts once per buyer. */
export const reportResponseSchema = z.object({ acknowledged: z.literal(true), alreadyReported: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
