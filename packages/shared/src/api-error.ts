import { z } from 'zod';

/** The one error shape every API failure answers with (ARCHITECTURE.md section 4). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Writes answer `{acknowledged: true, ...}` as the spec's backend did. */
export const acknowledgedSchema = z.object({ acknowledged: z.literal(true) });
export type Acknowledged = z.infer<typeof acknowledgedSchema>;
