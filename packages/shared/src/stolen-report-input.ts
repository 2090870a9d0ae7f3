import { z } from 'zod';
import {
  serialKey,
  STOLEN_DECISIONS,
  STOLEN_LIMITS,
  STOLEN_MESSAGES,
  STOLEN_REPORT_STATUSES,
} from './stolen-report.ts';
import { plainText } from './text.ts';

/**
 * What callers send about stolen gear: the report form's body, an admin's decision and the queue's query. Apart from
 * the texts and answers (`stolen-report.ts`), which the product page loads for its held badge (decision 0062).
 */

const tooLong = (max: number) => `Please use at most ${max} characters.`;
const required = (message: string, max: number) =>
  plainText({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong(max));

/** Unknown fields are refused with their names, so a misspelt field is not silently lost. */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? STOLEN_MESSAGES.unknownField(issue.keys) : undefined),
  });

/** POST /stolen-reports: the report form and the route. */
export const stolenReportInputSchema = strict({
  serialNumber: required(STOLEN_MESSAGES.serialRequired, STOLEN_LIMITS.serialNumber).refine(
    (serial) => serialKey(serial).length >= STOLEN_LIMITS.minSerialKey,
    STOLEN_MESSAGES.serialTooShort,
  ),
  brand: required(STOLEN_MESSAGES.brandRequired, STOLEN_LIMITS.brand),
  model: required(STOLEN_MESSAGES.modelRequired, STOLEN_LIMITS.model),
  /** Optional: an empty field is no reference. */
  policeReference: plainText()
    .trim()
    .max(STOLEN_LIMITS.policeReference, tooLong(STOLEN_LIMITS.policeReference))
    .optional()
    .transform((value) => value || undefined),
});
export type StolenReportInput = z.input<typeof stolenReportInputSchema>;

/** PUT /stolen-reports/{id} (admins). */
export const stolenReportDecisionSchema = strict({
  decision: z.enum(STOLEN_DECISIONS, { error: 'Please choose confirmed or rejected.' }),
});

/** GET /stolen-reports?status= (admins): one status at a time, oldest first (a queue). */
export const stolenReportQuerySchema = z.object({
  status: z.enum(STOLEN_REPORT_STATUSES).default('pending'),
});
