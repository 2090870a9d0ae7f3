import { z } from 'zod';
import { plainText } from './text.ts';

/**
 * The stolen-gear check (issue 12, docs/decisions/0019-seller-pages-price-guide-stolen-gear.md). Anyone signed in reports a serial
 * number as stolen; an admin confirms or rejects the report. A listing whose serial number matches a confirmed
 * report is hidden from buyers and held in the admin's queue.
 */

export const STOLEN_REPORT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type StolenReportStatus = (typeof STOLEN_REPORT_STATUSES)[number];

export const STOLEN_DECISIONS = ['confirmed', 'rejected'] as const;

export const STOLEN_LIMITS = { serialNumber: 60, brand: 60, model: 120, policeReference: 80, minSerialKey: 3 } as const;

/**
 * How serial numbers are compared: case, spaces, dashes, dots, slashes and underscores do not count, so
 * "us-1234 567" matches "US1234567". The server compares with the same rule in SQL (db/serial-key.ts).
 */
export const serialKey = (serial: string): string => serial.toUpperCase().replace(/[\s_./-]+/g, '');

export const STOLEN_MESSAGES = {
  serialRequired: 'Please enter the serial number.',
  serialTooShort: `Please enter the whole serial number: at least ${STOLEN_LIMITS.minSerialKey} letters or digits.`,
  brandRequired: 'Please enter the brand.',
  modelRequired: 'Please enter the model.',
  unknownField: (keys: string[]) => `Unknown field: ${keys.join(', ')}.`,
  alreadyReported: 'You have already reported this serial number. An admin will review your report.',
  noSuchReport: 'No such stolen-gear report.',
  alreadyDecided: (status: StolenReportStatus) => `This report is already ${status}.`,
  reported: 'Thank you. An admin will review your report.',
  confirmed: 'Report confirmed. Matching listings are hidden from buyers.',
  rejected: 'Report rejected.',
  /** Told to the seller of a held listing (My Products and the product page). */
  heldNotice:
    'Hidden from buyers: the serial number of this guitar matches one reported stolen and confirmed by our team. ' +
    'An admin will review the listing; please contact us if you believe this is a mistake.',
  /** Told to a buyer who booked the guitar before the report was confirmed. */
  heldCannotPay:
    'This guitar is on hold because its serial number matches one reported stolen, so it cannot be paid for now. ' +
    'You have not been charged.',
  heldBadge: 'Hidden: reported stolen',
  heldSerialLocked:
    'This listing is held because its serial number matches a guitar reported stolen, so its serial number cannot ' +
    'change. Please contact us if you believe this is a mistake.',
} as const;

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

export const stolenReportSchema = z.object({
  _id: z.string(),
  serialNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  policeReference: z.string().nullable(),
  status: z.enum(STOLEN_REPORT_STATUSES),
  /** Medium date, e.g. 'Jan 5, 2023'. */
  reportedOn: z.string(),
  /** Admins only: who reported it. */
  reporterName: z.string().optional(),
  reporterEmail: z.string().optional(),
  /** Admins only: listings whose serial number matches, whatever the report's status. */
  matchingListings: z.number().int().optional(),
});
export type StolenReport = z.infer<typeof stolenReportSchema>;
export const stolenReportListSchema = z.array(stolenReportSchema);

/** GET /stolen-reports?status= (admins): one status at a time, oldest first (a queue). */
export const stolenReportQuerySchema = z.object({
  status: z.enum(STOLEN_REPORT_STATUSES).default('pending'),
});

export const stolenReportCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const stolenReportDecidedSchema = z.object({
  acknowledged: z.literal(true),
  status: z.enum(STOLEN_DECISIONS),
  /** Listings now held (confirmed) or released (rejected) by this decision. */
  matchingListings: z.number().int(),
});
