import { z } from 'zod';
import { plainText } from './text.ts';
import { userRowSchema } from './user.ts';

/**
 * The admin calls of SPEC.md section 7: sellers and buyers lists, verify and delete, the seller's products
 * clean-up and the reported items. Lists answer plain arrays (paginated with `?page&limit`, see pagination.ts).
 */

/**
 * `{id}` of /allseller/{id} and /allbuyer/{id}. Any plain text is accepted here: an id that is no user's answers
 * 404; control characters (which the database refuses) or over 100 characters answer 400.
 */
export const userIdParamsSchema = z.object({ id: plainText().max(100) });

/** GET /allseller, GET /allbuyer: newest first. */
export const userListSchema = z.array(userRowSchema);

/** PUT /allseller/{id}: sent with a JSON content type and no body; an empty object is accepted too. */
export const verifySellerBodySchema = z.object({}).nullish();

/** PUT /allseller/{id}: modifiedCount is 0 when the seller was already verified. */
export const verifySellerResponseSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});
export type VerifySellerResponse = z.infer<typeof verifySellerResponseSchema>;

/** DELETE /allseller/{id}, DELETE /allbuyer/{id}. */
export const deleteUserResponseSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
  /** The seller's unsold listings removed with the account (sold ones stay as the record of their orders). */
  deletedProducts: z.number().int(),
  /** Unpaid orders cancelled: a deleted buyer's own, or other buyers' orders of a deleted seller's listings. */
  cancelledBookings: z.number().int(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;

/** DELETE /usersproducts?email=: the seller's unsold listings. */
export const deleteSellerProductsResponseSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
  cancelledBookings: z.number().int(),
});
export type DeleteSellerProductsResponse = z.infer<typeof deleteSellerProductsResponseSchema>;

export const reporterSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** ISO 8601, UTC. */
  reportedAt: z.string(),
});
export type Reporter = z.infer<typeof reporterSchema>;

/** GET /reporteditems: one row per reported product, most recently reported first. */
export const reportedItemSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productPhoto: z.string(),
  sellerEmail: z.string(),
  sellerName: z.string(),
  /** Dollars. */
  askingPrice: z.number(),
  reportCount: z.number().int(),
  /** ISO 8601, UTC: the newest report. */
  lastReportedAt: z.string(),
  /** Who reported it, newest first. */
  reporters: z.array(reporterSchema),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportedItemListSchema = z.array(reportedItemSchema);

/** POST /reporteditems/{id}/keep: the admin keeps the listing; its open reports are closed. */
export const keepReportedItemResponseSchema = z.object({
  acknowledged: z.literal(true),
  closedReports: z.number().int(),
});
export type KeepReportedItemResponse = z.infer<typeof keepReportedItemResponseSchema>;

/** Texts of keeping a reported listing, which SPEC.md does not have (it offers only Delete). */
export const KEEP_REPORTED_TEXTS = {
  button: 'Keep Listing',
  confirm:
    'Keep this listing and close its reports? It stays on sale, and it comes back here if someone else reports it.',
  done: 'Reports closed. The listing stays on sale.',
  nothingOpen: 'This listing has no open reports: another admin may have handled them already.',
} as const;
