import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { ReadCaches, Tag } from '../../lib/read-cache.ts';
import { ratingTags } from '../reviews/cached-ratings.ts';
import { NOBODY, type ProductPageRow, type ProductsRepository, type RatedProductRow } from './repository.ts';

/** Listings kept in lists at once, counted per row (about 2 kB each): about 10 MB. */
const MAX_LISTED_ROWS = 5_000;
/** Product pages and photo lists kept at once. */
const MAX_PRODUCTS = 5_000;
/** Reported listing ids kept at once, over every buyer. */
const MAX_REPORTED_IDS = 50_000;

/**
 * A list can change with any listing, seller's verification (the only column of users it reads) or stolen-gear
 * decision, and with the rating of a seller it shows (ratings neither choose nor order its rows).
 */
const LIST_TABLES = ['products', 'verified_sellers', 'seller_ratings', 'stolen_reports'] as const;
type ListTable = (typeof LIST_TABLES)[number];
const WHOLE_LIST_TABLES = ['products', 'verified_sellers', 'stolen_reports'] as const;
const listTags = (rows: RatedProductRow[]): Tag<ListTable>[] => [
  ...WHOLE_LIST_TABLES,
  ...ratingTags(rows.map((row) => row.sellerId)),
];
const PAGE_TABLES = ['products', 'product_photos', 'users', 'seller_ratings', 'stolen_reports'] as const;
/** The product page's row carries its photos (decision 0033), so a change to them drops it too. */
const productTags = (row: ProductPageRow): Tag<(typeof PAGE_TABLES)[number]>[] => [
  `products:${row.id}`,
  `product_photos:${row.id}`,
  ...(row.sellerId ? ([`users:${row.sellerId}`] as const) : []),
  ...ratingTags([row.sellerId]),
  'stolen_reports',
];
const pageKey = (page: PaginationQuery) =>
  page.after ? `after:${page.after}:${page.limit}` : `${page.page}:${page.limit}`;

/**
 * The public catalogue's reads through the read caches (decision 0032). What is kept is what everyone sees: the
 * rows as a signed-out caller reads them. What depends on the caller is added to each answer: whether a buyer
 * reported a listing, from that buyer's own kept set; the serial number's masking and who may open a hidden
 * listing are still decided per request by the service from the row.
 */
export function cachedCatalogue(
  products: ProductsRepository,
  caches: ReadCaches,
  reportedBy: (reporterId: string) => Promise<Set<string>>,
): ProductsRepository {
  const lists = caches.create<RatedProductRow[], ListTable>({
    maxSize: MAX_LISTED_ROWS,
    sizeOf: (rows: RatedProductRow[]) => rows.length,
    readsFrom: LIST_TABLES,
  });
  const byId = caches.create<ProductPageRow, (typeof PAGE_TABLES)[number]>({
    maxSize: MAX_PRODUCTS,
    readsFrom: PAGE_TABLES,
  });
  const photos = caches.create<string[], 'product_photos'>({ maxSize: MAX_PRODUCTS, readsFrom: ['product_photos'] });
  const reported = caches.create<Set<string>, 'reports'>({
    maxSize: MAX_REPORTED_IDS,
    sizeOf: (ids: Set<string>) => ids.size,
    readsFrom: ['reports'],
  });

  const reportedIds = async (callerId: string) =>
    (await reported.read(
      callerId,
      () => reportedBy(callerId),
      () => [`reports:${callerId}` as const],
    )) ?? new Set<string>();
  const reportedByCaller = async <Row extends RatedProductRow>(rows: Row[], callerId: string): Promise<Row[]> => {
    if (callerId === NOBODY || rows.length === 0) return rows;
    const ids = await reportedIds(callerId);
    // The kept rows themselves when the caller reported none of them: the same array lets the answer's bytes be kept.
    if (!rows.some((row) => ids.has(row.id))) return rows;
    return rows.map((row) => ({ ...row, reportedByCaller: ids.has(row.id) }));
  };

  return {
    ...products,
    findById: async (id, callerId = NOBODY) => {
      const row = await byId.read(`product:${id}`, () => products.findById(id), productTags);
      return row && (await reportedByCaller([row], callerId))[0];
    },
    listByCategory: async (categoryId, page, callerId = NOBODY) => {
      const rows = await lists.read(
        `category:${categoryId}:${pageKey(page)}`,
        () => products.listByCategory(categoryId, page),
        listTags,
      );
      return reportedByCaller(rows ?? [], callerId);
    },
    listFeatured: async (page) =>
      (await lists.read(`featured:${pageKey(page)}`, () => products.listFeatured(page), listTags)) ?? [],
    reportedBy: async (reporterId, productIds) => {
      const ids = await reportedIds(reporterId);
      return new Set(productIds.filter((id) => ids.has(id)));
    },
    photosOf: async (productId) =>
      (await photos.read(
        `photos:${productId}`,
        () => products.photosOf(productId),
        () => [`product_photos:${productId}` as const],
      )) ?? [],
  };
}
