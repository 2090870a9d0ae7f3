import { formatPostedOnline, type Product } from '@restrung/shared/product';
import type { SellerRating } from '@restrung/shared/review';
import type { SessionUser } from '@restrung/shared/user';
import { toDollars } from '../../lib/money.ts';
import type { ProductRow, RatedProductRow } from './repository.ts';

/** How many of a serial number's last characters a buyer sees: enough to tell two listings apart, not to copy it. */
const VISIBLE_SERIAL_CHARACTERS = 3;

/**
 * A serial number as someone other than its seller or an admin sees it: every character but the last 3 becomes
 * a bullet (all of them when the serial is that short), so a thief cannot copy it onto a stolen guitar's papers.
 */
export function maskSerial(serial: string): string {
  const visible = serial.length > VISIBLE_SERIAL_CHARACTERS * 2 ? VISIBLE_SERIAL_CHARACTERS : 0;
  return '•'.repeat(serial.length - visible) + serial.slice(serial.length - visible);
}

/** The seller and admins read the whole serial number; everyone else the masked one. */
export const seesWholeSerial = (row: Pick<ProductRow, 'sellerId'>, viewer: SessionUser | null | undefined): boolean =>
  !!viewer && (viewer.role === 'admin' || (row.sellerId !== null && row.sellerId === viewer.id));

/** Only details the seller gave are sent, so an answer without details reads as it always did. */
const given = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V };

/** A product as every product call answers it (SPEC.md section 3), with the guitar details its viewer may see. */
export const toProduct = (row: ProductRow, viewer: SessionUser | null | undefined): Product => ({
  _id: row.id,
  productName: row.productName,
  productPhoto: row.productPhoto,
  marketPrice: toDollars(row.marketPriceCents),
  askingPrice: toDollars(row.askingPriceCents),
  usedYears: row.usedYears,
  condition: row.condition,
  description: row.description,
  location: row.location,
  phone: row.phone,
  sellerName: row.sellerName,
  sellerEmail: row.sellerEmail,
  sellerId: row.sellerId,
  sellerVerified: row.sellerVerified,
  categoryid: row.categoryId,
  postedOnline: formatPostedOnline(row.postedAt),
  status: row.status,
  advertise: row.advertise,
  report: row.report,
  // Only its seller and admins ever receive a held listing (0019); for every other listing the field is left out.
  ...(row.heldAsStolen ? { heldAsStolen: true } : {}),
  ...given('brand', row.brand),
  ...given('model', row.model),
  ...given('yearBuilt', row.yearBuilt),
  ...given('bodyType', row.bodyType),
  ...given('handedness', row.handedness),
  ...given('strings', row.strings),
  ...given('finish', row.finish),
  ...given(
    'serialNumber',
    row.serialNumber === null || seesWholeSerial(row, viewer) ? row.serialNumber : maskSerial(row.serialNumber),
  ),
  ...given('modifications', row.modifications),
  ...given('caseIncluded', row.caseIncluded),
  ...given('priceDroppedFrom', row.priceDroppedFromCents === null ? null : toDollars(row.priceDroppedFromCents)),
});

/** Each seller's rating by id, read for a whole page at once (the reviews module's seller_ratings). */
export type SellerRatings = (sellerIds: readonly string[]) => Promise<Map<string, SellerRating>>;

/**
 * Adds each seller's rating to a page of products with ONE batched query for the page's sellers, so the list
 * queries themselves stay as they are (issue 14: no join on the 100,000-listing lists).
 */
export async function withSellerRatings(list: Product[], ratings: SellerRatings | undefined): Promise<Product[]> {
  if (!ratings || list.length === 0) return list;
  const bySeller = await ratings(list.flatMap((p) => (p.sellerId ? [p.sellerId] : [])));
  if (bySeller.size === 0) return list;
  return list.map((p) => {
    const rating = p.sellerId ? bySeller.get(p.sellerId) : undefined;
    return rating ? { ...p, sellerRating: rating } : p;
  });
}

/** A product with the seller's rating its row was read with (the catalogue's statements join it). */
export const toRatedProduct = (row: RatedProductRow, viewer: SessionUser | null | undefined): Product =>
  row.sellerRating ? { ...toProduct(row, viewer), sellerRating: row.sellerRating } : toProduct(row, viewer);

/** Buyers are told whether they reported a listing; others never report, so they get no such field. */
export const reportedByMe = (
  row: Pick<RatedProductRow, 'reportedByCaller'>,
  viewer: SessionUser | null | undefined,
): { reportedByMe?: boolean } => (viewer?.role === 'buyer' ? { reportedByMe: row.reportedByCaller } : {});
