import { z } from 'zod';

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

export const stolenReportCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const stolenReportDecidedSchema = z.object({
  acknowledged: z.literal(true),
  status: z.enum(STOLEN_DECISIONS),
  /** Listings now held (confirmed) or released (rejected) by this decision. */
  matchingListings: z.number().int(),
});
