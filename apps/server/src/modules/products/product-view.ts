import { formatPostedOnline, type Product } from '@restrung/shared/product';
import type { SellerRating } from '@restrung/shared/seller-rating';
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

/**
 * A product as every product call answers it (SPEC.md section 3), with the guitar details its viewer may see.
 * Built as one object, each optional field set only when it has a value (an answer without details reads as it
 * always did): spreading one small object per field cost about 6 µs a row, about a quarter of a category page's
 * server CPU (157 of 647 µs for 24 rows).
 */
export function toProduct(row: ProductRow, viewer: SessionUser | null | undefined): Product {
  const product: Product = {
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
  };
  // Only its seller and admins ever receive a held listing (0019); for every other listing the field is left out.
  if (row.heldAsStolen) product.heldAsStolen = true;
  if (row.brand !== null) product.brand = row.brand;
  if (row.model !== null) product.model = row.model;
  if (row.yearBuilt !== null) product.yearBuilt = row.yearBuilt;
  if (row.bodyType !== null) product.bodyType = row.bodyType;
  if (row.handedness !== null) product.handedness = row.handedness;
  if (row.strings !== null) product.strings = row.strings;
  if (row.finish !== null) product.finish = row.finish;
  if (row.serialNumber !== null) {
    product.serialNumber = seesWholeSerial(row, viewer) ? row.serialNumber : maskSerial(row.serialNumber);
  }
  if (row.modifications !== null) product.modifications = row.modifications;
  if (row.caseIncluded !== null) product.caseIncluded = row.caseIncluded;
  if (row.priceDroppedFromCents !== null) product.priceDroppedFrom = toDollars(row.priceDroppedFromCents);
  return product;
}

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
export function toRatedProduct(row: RatedProductRow, viewer: SessionUser | null | undefined): Product {
  const product = toProduct(row, viewer);
  if (row.sellerRating) product.sellerRating = row.sellerRating;
  return product;
}

/**
 * A listing as the catalogue shows it to its viewer: rated, and telling a buyer whether they reported it (others
 * never report, so they get no such field).
 */
export function toViewedProduct(row: RatedProductRow, viewer: SessionUser | null | undefined): Product {
  const product = toRatedProduct(row, viewer);
  if (viewer?.role === 'buyer') product.reportedByMe = row.reportedByCaller;
  return product;
}

/**
 * Which kind of viewer sees a page exactly as every other viewer of that kind does: admins (every serial whole),
 * buyers (when the page tells reports), everyone else. Null for a page holding a listing of the viewer's own, whose
 * whole serial is for them alone. A buyer's reports need no check here: rows carry their caller's reports, and the
 * read cache hands its kept array only to callers who reported none of it (cached-catalogue.ts).
 */
function sharedKindOf(
  rows: readonly RatedProductRow[],
  viewer: SessionUser | null | undefined,
  tellsReports: boolean,
): string | null {
  if (viewer?.role === 'admin') return 'admin';
  if (viewer && rows.some((row) => row.sellerId === viewer.id)) return null;
  return tellsReports && viewer?.role === 'buyer' ? 'buyer' : 'everyone';
}

const sharedPages = new WeakMap<readonly RatedProductRow[], Map<string, Product[]>>();

/**
 * A page of listings as its viewer sees it (toViewedProduct, or toRatedProduct where the page tells no reports).
 * A read cache hands every caller the same rows array; for it the answer is built once per kind of viewer and
 * handed out as the same array, so the route can send bytes serialized once (lib/shared-bodies.ts).
 */
export function toViewedPage(
  rows: readonly RatedProductRow[],
  viewer: SessionUser | null | undefined,
  { tellsReports }: { tellsReports: boolean },
): Product[] {
  const view = tellsReports ? toViewedProduct : toRatedProduct;
  const kind = sharedKindOf(rows, viewer, tellsReports);
  if (kind === null) return rows.map((row) => view(row, viewer));
  let byKind = sharedPages.get(rows);
  if (!byKind) {
    byKind = new Map();
    sharedPages.set(rows, byKind);
  }
  let page = byKind.get(kind);
  if (!page) {
    page = rows.map((row) => view(row, viewer));
    byKind.set(kind, page);
  }
  return page;
}
