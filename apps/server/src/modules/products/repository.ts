import { and, asc, desc, eq, getTableColumns, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, FEATURED_PAGE_SIZE } from '@restrung/shared/constants';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { Db, Tx } from '../../db/client.ts';
import {
  bookings,
  priceChanges,
  productPhotos,
  products,
  reports,
  sellerRatings,
  stolenReports,
  users,
} from '../../db/schema.ts';
import { serialKeyOf } from '../../db/serial-key.ts';
import { newId } from '../../lib/ids.ts';
import { notify } from '../notifications/repository.ts';
import { tellReporters } from '../reports/repository.ts';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { tellWatchers } from '../watchlist/watchers-repository.ts';
import { toDollars } from '../../lib/money.ts';
import { toSellerRating } from '../reviews/repository.ts';
import type { SellerRating } from '@restrung/shared/seller-rating';

/**
 * Whether a confirmed stolen-gear report has this listing's serial number (docs/decisions/0019): read at each
 * request, so a confirmation hides the listing at once. One probe of stolen_reports_confirmed_key_idx per row; a
 * listing without a serial number matches nothing. Every public list (and search) leaves these rows out.
 */
export const heldAsStolen = sql`(${products.serialNumber} is not null and exists (select 1 from ${stolenReports} where ${stolenReports.status} = 'confirmed' and ${stolenReports.serialKey} = ${serialKeyOf(products.serialNumber)}))`;
const notHeld = sql`not ${heldAsStolen}`;

/** A product row with its seller's verification (false when the seller's account is gone) and its stolen hold. */
// The search document and the category name it holds are only ever matched inside SQL (modules/search); no list
// reads them back.
const { searchDocument: _searchDocument, categoryName: _categoryName, ...listedColumns } = getTableColumns(products);
export const productColumns = {
  ...listedColumns,
  sellerVerified: sql<boolean>`coalesce(${users.verified}, false)`.mapWith(Boolean),
  heldAsStolen: sql<boolean>`${heldAsStolen}`.mapWith(Boolean),
};
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument' | 'categoryName'> & {
  sellerVerified: boolean;
  heldAsStolen: boolean;
};

const newestFirst = [desc(products.postedAt), desc(products.id)] as const;
/** ?page reads past (page - 1) * limit rows; a cursor starts right after its row, so it skips none. */
const offsetOf = ({ page, limit, after }: PaginationQuery) => (after ? 0 : (page - 1) * limit);
/**
 * The rows after the cursor's in newest-first order. The cursor row is read by its primary key in the same
 * query, and the row comparison is an index condition on (.., posted_at, id) of the list's index.
 */
const afterCursor = ({ after }: PaginationQuery) =>
  after
    ? sql`(${products.postedAt}, ${products.id}) < (select cursor_row.posted_at, cursor_row.id from products as cursor_row where cursor_row.id = ${after})`
    : undefined;

/*
 * The conditions below are written as SQL literals, not parameters, so the planner matches them to the
 * partial indexes products_category_listing_idx and products_featured_idx (db/schema.ts).
 */
const notPaid = sql`${products.status} <> 'Paid'`;
const featured = sql`${products.advertise} and ${products.status} = 'Available'`;
/**
 * Public listings: only sellers an admin has verified (docs/decisions/0003-unverified-sellers.md). The column is the
 * condition itself, not compared with a parameter, so a plan made once knows how many sellers are verified.
 */
export const verifiedSeller = and(eq(users.id, products.sellerId), sql`${users.verified}`);

export type RemoveResult = 'deleted' | 'missing' | 'booked';

type ProductChanges = Partial<
  Omit<typeof products.$inferInsert, 'id' | 'sellerId' | 'status' | 'advertise' | 'report'>
>;

/** What an edit writes, decided by the service from the row as it is locked. */
export interface ProductEdit {
  set: ProductChanges;
  /** The whole new photo list, cover first; absent when the photos stay as they are. */
  photos?: string[];
  /** Recorded in price_changes when the asking price changes. */
  priceChange?: { oldPriceCents: number; newPriceCents: number; changedBy: string };
}

/** Replaces a product's photo list: positions are unique per product, so the old rows go first. */
async function writePhotos(tx: Tx, productId: string, urls: string[]): Promise<void> {
  await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
  await tx.insert(productPhotos).values(urls.map((url, position) => ({ id: newId(), productId, url, position })));
}

const cursorPlaceholder = sql`(${products.postedAt}, ${products.id}) < (select cursor_row.posted_at, cursor_row.id from products as cursor_row where cursor_row.id = ${sql.placeholder('after')})`;

/**
 * The seller's rating read with the listing (a primary-key probe per row returned, after the limit), which saves
 * the catalogue a second round trip per call; issue 14's batched read (reviews' ratingsFor) serves other lists.
 */
const ratedSeller = and(eq(sellerRatings.sellerId, products.sellerId), sql`${sellerRatings.reviewCount} > 0`);
const ratedColumns = {
  ...productColumns,
  ratingCount: sellerRatings.reviewCount,
  ratingSum: sellerRatings.ratingSum,
  // Whether the caller has reported it (a probe of the reports' unique (product, reporter) index per row returned).
  reportedByCaller:
    sql<boolean>`exists (select 1 from ${reports} where ${reports.productId} = ${products.id} and ${reports.reporterId} = ${sql.placeholder('reporterId')})`.mapWith(
      Boolean,
    ),
};
/** No one: the reporter of a signed-out call. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';
/** A listing with its seller's rating, when the seller has one, and whether the caller has reported it. */
export type RatedProductRow = ProductRow & { sellerRating?: SellerRating; reportedByCaller: boolean };
/** A listing as the product page reads it: with its photo URLs in order, the cover first (empty for none). */
export type ProductPageRow = RatedProductRow & { photos: string[] };
const withRating = <Row extends ProductRow & RatingColumns>({
  ratingCount,
  ratingSum,
  ...row
}: Row): Omit<Row, 'ratingCount' | 'ratingSum'> & { sellerRating?: SellerRating } =>
  ratingCount === null || ratingSum === null ? row : { ...row, sellerRating: toSellerRating(ratingCount, ratingSum) };
type RatingColumns = { ratingCount: number | null; ratingSum: number | null; reportedByCaller: boolean };

/**
 * The limits the web app asks its lists for: the featured grid's and a category page's. Each gets its own
 * statements with the limit written into the SQL and no OFFSET (page 1, and after a cursor). PostgreSQL plans
 * those once per connection and then reuses the plan (a generic plan): with the limit or the offset a parameter,
 * its generic plan assumes a tenth of the rows is wanted, looks dearer than a plan for the actual values, and so
 * it planned every call afresh (0.6 ms of planning against 0.2 ms of execution at 100,000 listings).
 */
export const PLANNED_LIMITS = [...new Set([FEATURED_PAGE_SIZE, DEFAULT_PAGE_SIZE])];

/**
 * A LIMIT written into the statement's text. Drizzle types limit() as a number or a placeholder, and sends a
 * number as a parameter; its dialect writes any SQL chunk it is given as it is.
 */
const writtenLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/**
 * A product's photo URLs in the seller's order, the cover first, read with the listing (one probe of
 * product_photos_product_position_idx) instead of in a second round trip.
 */
const photosColumn = sql<
  string[]
>`array(select ${productPhotos.url} from ${productPhotos} where ${productPhotos.productId} = ${products.id} order by ${productPhotos.position})`;

/**
 * The public catalogue's reads, with placeholders for their values. productsRepository prepares them once: each
 * call then skips Drizzle's query building (about a tenth of the server's CPU under load) and, on PostgreSQL,
 * each connection reuses the statement it parsed. A list comes as a statement by ?page (limit and offset
 * placeholders) and, per limit (a PLANNED_LIMITS one written in, or a placeholder for any other), a first page
 * and a page after a cursor. The bench prints their plans.
 */
export function catalogueQueries(db: Db) {
  /** `limit`: written into the SQL; undefined for a placeholder. */
  const listed = (where: SQL | undefined, limit?: number) =>
    db
      .select(ratedColumns)
      .from(products)
      .innerJoin(users, verifiedSeller)
      .leftJoin(sellerRatings, ratedSeller)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit === undefined ? sql.placeholder('limit') : writtenLimit(limit));
  const pages = (where: SQL | undefined) => ({
    byPage: listed(where).offset(sql.placeholder('offset')),
    first: (limit?: number) => listed(where, limit),
    after: (limit?: number) => listed(and(where, cursorPlaceholder), limit),
  });
  return {
    byId: db
      .select({ ...ratedColumns, photos: photosColumn })
      .from(products)
      .leftJoin(users, eq(users.id, products.sellerId))
      .leftJoin(sellerRatings, ratedSeller)
      .where(eq(products.id, sql.placeholder('id'))),
    byCategory: pages(and(eq(products.categoryId, sql.placeholder('categoryId')), notPaid, notHeld)),
    featured: pages(and(featured, notHeld)),
    photos: db
      .select({ url: productPhotos.url })
      .from(productPhotos)
      .where(eq(productPhotos.productId, sql.placeholder('productId')))
      .orderBy(asc(productPhotos.position)),
    reportedBy: db
      .select({ productId: reports.productId })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, sql.placeholder('reporterId')),
          sql`${reports.productId} = any(${sql.placeholder('productIds')}::uuid[])`,
        ),
      ),
  };
}

type ListQueries = ReturnType<typeof catalogueQueries>['featured'];

/**
 * A list's prepared statements, and the one a page reads with: ?page past the first by offset; the first page
 * and a page after a cursor by the statement of their limit, if it is a planned one. Names must be unique per
 * SQL text (node-postgres refuses a name reused for other SQL).
 */
function preparedList(name: string, queries: ListQueries) {
  const byPage = queries.byPage.prepare(`${name}_by_page`);
  const prepare = (limit?: number) => ({
    first: queries.first(limit).prepare(`${name}_first_${limit ?? 'n'}`),
    after: queries.after(limit).prepare(`${name}_after_${limit ?? 'n'}`),
  });
  const anyLimit = prepare();
  const byLimit = new Map(PLANNED_LIMITS.map((limit) => [limit, prepare(limit)]));
  return (page: PaginationQuery, values: Record<string, unknown>) => {
    if (!page.after && page.page > 1) return byPage.execute({ ...values, limit: page.limit, offset: offsetOf(page) });
    const statements = byLimit.get(page.limit) ?? anyLimit;
    return page.after
      ? statements.after.execute({ ...values, limit: page.limit, after: page.after })
      : statements.first.execute({ ...values, limit: page.limit });
  };
}

function preparedCatalogue(db: Db) {
  const q = catalogueQueries(db);
  return {
    byId: q.byId.prepare('product_by_id'),
    byCategory: preparedList('products_by_category', q.byCategory),
    featured: preparedList('products_featured', q.featured),
    photos: q.photos.prepare('product_photos'),
    reportedBy: q.reportedBy.prepare('products_reported_by'),
  };
}

export function productsRepository(db: Db) {
  const prepared = preparedCatalogue(db);
  return {
    /** Which of these products this buyer has reported (the reports table holds one row per buyer and product). */
    reportedBy: async (reporterId: string, productIds: string[]): Promise<Set<string>> => {
      if (productIds.length === 0) return new Set();
      const rows = await prepared.reportedBy.execute({ reporterId, productIds });
      return new Set(rows.map((row) => row.productId));
    },
    /** `callerId`: whose reports `reportedByCaller` looks at. */
    findById: async (id: string, callerId: string = NOBODY): Promise<ProductPageRow | undefined> => {
      const [row] = await prepared.byId.execute({ id, reporterId: callerId });
      return row && withRating(row);
    },

    /** A category page: verified sellers' products that are not sold, newest first. */
    listByCategory: async (
      categoryId: string,
      page: PaginationQuery,
      callerId: string = NOBODY,
    ): Promise<RatedProductRow[]> =>
      (await prepared.byCategory(page, { categoryId, reporterId: callerId })).map(withRating),

    /** Featured: advertised, Available, verified sellers, newest first. */
    listFeatured: async (page: PaginationQuery): Promise<RatedProductRow[]> =>
      (await prepared.featured(page, { reporterId: NOBODY })).map(withRating),

    /** One seller's own products, every status, newest first. */
    listBySeller: (sellerId: string, page: PaginationQuery): Promise<ProductRow[]> =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.sellerId, sellerId), afterCursor(page)))
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(offsetOf(page)),

    /**
     * A seller's page: their products that are not sold nor held as stolen, newest first, whatever their
     * verification (the sellers module decides who may see the page).
     */
    listActiveBySeller: (sellerId: string, page: PaginationQuery): Promise<ProductRow[]> =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(users, eq(users.id, products.sellerId))
        .where(and(eq(products.sellerId, sellerId), notPaid, notHeld, afterCursor(page)))
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(offsetOf(page)),

    /** The admin's queue: listings held as stolen, newest first (at most 100). */
    listHeldAsStolen: (): Promise<ProductRow[]> =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(users, eq(users.id, products.sellerId))
        .where(heldAsStolen)
        .orderBy(...newestFirst)
        .limit(100),

    insert: (row: typeof products.$inferInsert) => db.insert(products).values(row),

    /** A new listing and its photos (the cover first, also in product_photo), in one transaction. */
    insertWithPhotos: (row: typeof products.$inferInsert, photos: string[]) =>
      db.transaction(async (tx) => {
        await tx.insert(products).values(row);
        await writePhotos(tx, row.id, photos);
      }),

    /** A product's photo URLs in the seller's order; the first is the cover. */
    photosOf: async (productId: string): Promise<string[]> =>
      (await prepared.photos.execute({ productId })).map((row) => row.url),

    /** Every change of the asking price, oldest first. */
    priceHistory: (productId: string) =>
      db
        .select()
        .from(priceChanges)
        .where(eq(priceChanges.productId, productId))
        .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id)),

    /**
     * Edits a product with its row locked, so a booking or payment at the same moment either lands before (and
     * `decide` sees the new status) or waits for the edit. `decide` throws to refuse; answers 'missing' when the
     * product is gone, else how many rows changed.
     */
    edit: (id: string, decide: (row: ProductRow) => ProductEdit): Promise<'missing' | number> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select(productColumns)
          .from(products)
          .leftJoin(users, eq(users.id, products.sellerId))
          .where(eq(products.id, id))
          .for('update', { of: products });
        if (!row) return 'missing';
        const { set, photos, priceChange } = decide(row);
        if (photos) await writePhotos(tx, id, photos);
        if (priceChange) await tx.insert(priceChanges).values({ id: newId(), productId: id, ...priceChange });
        await tx
          .update(products)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(products.id, id));
        // A lower price is news to the people watching the guitar, when they can see it.
        if (
          priceChange &&
          priceChange.newPriceCents < priceChange.oldPriceCents &&
          row.sellerVerified &&
          !row.heldAsStolen
        )
          await tellWatchers(tx, {
            kind: 'watched_price_drop',
            listing: { id, productName: set.productName ?? row.productName, sellerId: row.sellerId },
            details: { oldPrice: toDollars(priceChange.oldPriceCents), newPrice: toDollars(priceChange.newPriceCents) },
          });
        return 1;
      }),
    insertMany: (rows: (typeof products.$inferInsert)[]) => db.insert(products).values(rows),
    count: () => db.$count(products),

    /** Sets the advertise flag unless already set or the product is sold; answers how many rows changed. */
    advertise: async (id: string): Promise<number> =>
      (
        await db
          .update(products)
          .set({ advertise: true, updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.advertise, false), notPaid))
          .returning({ id: products.id })
      ).length,

    /**
     * Deletes a product unless a buyer holds an unpaid booking of it. The product row is locked first, so a
     * booking being made at the same moment either finishes before (and the delete is refused) or fails.
     * A paid booking keeps its snapshot; its product_id becomes null (FK on delete set null).
     * An admin's deletion (`auditAs`) is written to the audit log in the same transaction; deleting a reported
     * product is the admin's decision on its reports.
     */
    remove: (id: string, auditAs?: AuditActor): Promise<RemoveResult> =>
      db.transaction(async (tx) => {
        const row = await productsInTransaction(tx).lockForDecision(id);
        if (!row) return 'missing';
        const [open] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.productId, id), eq(bookings.status, 'Booked')))
          .limit(1);
        if (open) return 'booked';
        // Read before the delete: the reports go with the product (on delete cascade).
        const reported = auditAs
          ? await tx
              .select({ reporterId: reports.reporterId, closedAt: reports.closedAt })
              .from(reports)
              .where(eq(reports.productId, id))
          : [];
        const reportCount = reported.length;
        await tx.delete(products).where(eq(products.id, id));
        if (auditAs) {
          await auditLogRepository(tx).record(auditAs, {
            action: reportCount > 0 ? 'reported_product.deleted' : 'product.deleted',
            target: { type: 'product', id: row.id, name: row.productName },
            details: {
              sellerId: row.sellerId,
              sellerName: row.sellerName,
              sellerEmail: row.sellerEmail,
              ...(reportCount > 0 ? { reportCount } : {}),
            },
          });
          if (auditAs.id !== row.sellerId)
            await notify(tx, { userId: row.sellerId, kind: 'listing_removed', productName: row.productName });
          // Those whose report was still open hear that it led somewhere; a closed one was answered when kept.
          await tellReporters(
            tx,
            reported.filter((report) => report.closedAt === null),
            row,
            'removed',
          );
        }
        return 'deleted';
      }),
  };
}
export type ProductsRepository = ReturnType<typeof productsRepository>;

/** A seller's listings: by account, or by the email they were listed under (matched without regard to case). */
export type ListingsOf = { sellerId: string } | { sellerEmail: string };

/** Listing deletions inside another module's transaction (an admin deleting a seller or their listings). */
export function productsInTransaction(tx: Tx) {
  return {
    /**
     * The unsold listings of a seller: not Paid, and no paid order points at them. Sold products stay: they
     * are the record of a paid order and of the site's sales. The rows are locked, so a buyer booking one of
     * them at this moment waits for the deletion and then finds it gone.
     */
    async lockUnsold(of: ListingsOf): Promise<string[]> {
      const paidBookingOfProduct = tx
        .select({ one: sql`1` })
        .from(bookings)
        .where(and(eq(bookings.productId, products.id), eq(bookings.status, 'Paid')));
      const seller =
        'sellerId' in of
          ? eq(products.sellerId, of.sellerId)
          : eq(sql`lower(${products.sellerEmail})`, of.sellerEmail.toLowerCase());
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(seller, ne(products.status, 'Paid'), notExists(paidBookingOfProduct)))
        .for('update');
      return rows.map((p) => p.id);
    },

    /**
     * A listing an admin is deciding on (deleting it, keeping it after reports), locked until the transaction ends:
     * a booking or another admin's decision at the same moment waits, then sees the outcome.
     */
    lockForDecision: async (id: string) =>
      (
        await tx
          .select({
            id: products.id,
            productName: products.productName,
            sellerId: products.sellerId,
            sellerName: products.sellerName,
            sellerEmail: products.sellerEmail,
          })
          .from(products)
          .where(eq(products.id, id))
          .for('update')
      )[0],

    /** Who a listing belongs to, as the listing names them (the seller's account may already be gone). */
    sellerOf: async (id: string) =>
      (
        await tx
          .select({ sellerId: products.sellerId, sellerName: products.sellerName, sellerEmail: products.sellerEmail })
          .from(products)
          .where(eq(products.id, id))
      )[0],

    /** Deletes these listings (their unpaid orders must be cancelled first); answers how many. */
    deleteMany: async (ids: string[]): Promise<number> =>
      ids.length === 0
        ? 0
        : (await tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id })).length,
  };
}
