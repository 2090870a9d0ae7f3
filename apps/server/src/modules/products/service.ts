import { serialKey, STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import { isUuid, CATEGORY_REQUIRED, PHOTO_MESSAGES, type Product } from '@restrung/shared/product';
import type { ProductInput, ProductUpdate } from '@restrung/shared/product-input';
import { bodyTypesFor, DETAIL_MESSAGES, type BodyType } from '@restrung/shared/guitar-details';
import { guitarDetailsShape } from '@restrung/shared/guitar-details-input';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { SessionUser } from '@restrung/shared/user';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toCents } from '../../lib/money.ts';
import type { CategoriesRepository } from '../categories/repository.ts';
import type { UploadsRepository } from '../images/repository.ts';
import { isOwnMediaUrl } from '../images/media-url.ts';
import type { UsersRepository } from '../users/repository.ts';
import { type SellerRatings, toProduct, toViewedPage, withSellerRatings } from './product-view.ts';
import type { ProductEdit, ProductPageRow, ProductRow, ProductsRepository } from './repository.ts';
import { actorOf } from '../audit-log/repository.ts';

export const NO_SUCH_PRODUCT = 'No such product. It may have been sold or removed by its seller.';
export const NO_SUCH_CATEGORY = 'No such category.';
export const MUST_BE_VERIFIED_TO_ADVERTISE = 'Your account must be verified by an admin before you can advertise.';
export const BOOKED_CANNOT_DELETE =
  'This guitar is booked by a buyer. It can be deleted once the booking is cancelled.';
export const SOLD_CANNOT_ADVERTISE = 'This guitar has been sold, so it can no longer be advertised.';

export const ONLY_OWNER_EDITS = 'You can only edit your own listings.';
export const BOOKED_PRICE_LOCKED = 'This guitar is booked by a buyer, so its price cannot change.';
export const PAID_FROZEN = 'This guitar has been sold, so its listing can no longer be changed.';

const checkBodyType = (bodyType: BodyType | null | undefined, categoryId: string): void => {
  if (bodyType && !bodyTypesFor(categoryId).includes(bodyType)) throw badRequest(DETAIL_MESSAGES.bodyTypeForCategory);
};

/** The guitar-detail columns of an input: null for a detail cleared or not given, absent for one not sent. */
const detailColumns = (input: Partial<ProductInput>) => {
  const columns: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) if (input[key] !== undefined) columns[key] = input[key];
  return columns as Partial<Pick<ProductInput, (typeof DETAIL_KEYS)[number]>>;
};
const DETAIL_KEYS = Object.keys(guitarDetailsShape) as (keyof typeof guitarDetailsShape)[];

/**
 * The rules of an edit, read on the locked row: Paid is frozen; Booked keeps its asking price (the buyer's
 * booking was made at it); Available takes every field. A price change is kept, and a lower price remembers
 * the one before it ("Price dropped from $X").
 */
function decideEdit(row: ProductRow, input: ProductUpdate, caller: SessionUser): ProductEdit {
  if (row.status === 'Paid') throw conflict(PAID_FROZEN);
  const askingPriceCents = input.askingPrice === undefined ? row.askingPriceCents : toCents(input.askingPrice);
  const priceChanges = askingPriceCents !== row.askingPriceCents;
  if (priceChanges && row.status === 'Booked') throw conflict(BOOKED_PRICE_LOCKED);
  const categoryId = input.categoryid ?? row.categoryId;
  checkBodyType(input.bodyType === undefined ? row.bodyType : input.bodyType, categoryId);
  const set: ProductEdit['set'] = {
    ...detailColumns(input),
    ...(input.productName === undefined ? {} : { productName: input.productName }),
    ...(input.categoryid === undefined ? {} : { categoryId: input.categoryid }),
    ...(input.marketPrice === undefined ? {} : { marketPriceCents: toCents(input.marketPrice) }),
    ...(input.usedYears === undefined ? {} : { usedYears: input.usedYears }),
    ...(input.condition === undefined ? {} : { condition: input.condition }),
    ...(input.location === undefined ? {} : { location: input.location }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.photos === undefined ? {} : { productPhoto: input.photos[0] }),
  };
  if (!priceChanges) return { set, photos: input.photos };
  return {
    set: {
      ...set,
      askingPriceCents,
      priceDroppedFromCents: askingPriceCents < row.askingPriceCents ? row.askingPriceCents : null,
    },
    photos: input.photos,
    priceChange: { oldPriceCents: row.askingPriceCents, newPriceCents: askingPriceCents, changedBy: caller.id },
  };
}

const sameSerial = (a: string | null, b: string | null) => serialKey(a ?? '') === serialKey(b ?? '');

/**
 * Who may open a product: anyone signed in when its seller is verified and it is not held as stolen; otherwise
 * only its seller and admins (docs/decisions/0003-unverified-sellers.md, 0019).
 */
const canSee = (row: ProductRow, caller: SessionUser | null): boolean =>
  (row.sellerVerified && !row.heldAsStolen) ||
  (caller !== null && (caller.role === 'admin' || row.sellerId === caller.id));

export interface ProductsServiceDeps {
  products: ProductsRepository;
  categories: CategoriesRepository;
  uploads: UploadsRepository;
  users: UsersRepository;
  /** Sellers' ratings for cards and the product page (issue 14); none when the reviews module is absent. */
  ratings?: SellerRatings;
}

export function productsService({ products, categories, uploads, users, ratings }: ProductsServiceDeps) {
  /** Each new photo must be an image the caller uploaded through POST /api/upload (checked and re-encoded there). */
  const checkNewPhotos = async (urls: string[], seller: SessionUser): Promise<void> => {
    for (const url of urls) {
      const upload = isOwnMediaUrl(url) ? await uploads.findByUrl(url) : undefined;
      if (!upload) throw badRequest('Please upload a photo of the guitar.');
      if (upload.uploaderId && upload.uploaderId !== seller.id)
        throw badRequest('Please upload your own photo of the guitar.');
    }
  };
  const find = async (id: string, caller?: SessionUser | null): Promise<ProductPageRow> => {
    // A malformed id cannot name a product: 404 like an unknown one, never a database error.
    const row = isUuid(id) ? await products.findById(id, caller?.id) : undefined;
    if (!row) throw notFound(NO_SUCH_PRODUCT);
    return row;
  };

  /**
   * A product's photos in order, the cover first: those read with the row, if it was. A row written without a
   * photo list (bulk imports, the benchmark's generator) has its one photo.
   */
  const photosOf = async (row: Pick<ProductRow, 'id' | 'productPhoto'> & { photos?: string[] }): Promise<string[]> => {
    const photos = row.photos ?? (await products.photosOf(row.id));
    return photos.length > 0 ? photos : [row.productPhoto];
  };

  return {
    /**
     * Adds reportedByMe for a buyer, so a product page can say "Reported" instead of offering the report again.
     * Others never report, so they get no such field.
     */
    async withReportedByMe(list: Product[], caller: SessionUser | null): Promise<Product[]> {
      if (caller?.role !== 'buyer') return list;
      const reported = await products.reportedBy(
        caller.id,
        list.map((product) => product._id),
      );
      // A list already telling "not reported" everywhere (a kept search answer) stays the same array, so its bytes
      // can stay kept, when this buyer reported none of it.
      if (reported.size === 0 && list.every((product) => product.reportedByMe === false)) return list;
      return list.map((product) => ({ ...product, reportedByMe: reported.has(product._id) }));
    },

    /** A product the caller may see (404 otherwise: an unverified seller's listing is not public). */
    async findVisible(id: string, caller: SessionUser | null): Promise<ProductPageRow> {
      const row = await find(id, caller);
      if (!canSee(row, caller)) throw notFound(NO_SUCH_PRODUCT);
      return row;
    },

    async listByCategory(categoryId: string, page: PaginationQuery, viewer: SessionUser | null): Promise<Product[]> {
      if (!isUuid(categoryId)) throw notFound(NO_SUCH_CATEGORY);
      const rows = await products.listByCategory(categoryId, page, viewer?.id);
      // Only an empty page can be an unknown category: a page with listings saves the round trip.
      if (rows.length === 0 && !(await categories.findById(categoryId))) throw notFound(NO_SUCH_CATEGORY);
      return toViewedPage(rows, viewer, { tellsReports: true });
    },

    /** Admins: listings hidden because their serial matches a confirmed stolen-gear report. */
    listHeldAsStolen: async (viewer: SessionUser): Promise<Product[]> =>
      (await products.listHeldAsStolen()).map((row) => toProduct(row, viewer)),

    listFeatured: async (page: PaginationQuery, viewer: SessionUser | null): Promise<Product[]> =>
      toViewedPage(await products.listFeatured(page), viewer, { tellsReports: false }),

    /** The sellers' ratings on a page of products, in one query (lists built elsewhere, such as search). */
    withSellerRatings: (list: Product[]): Promise<Product[]> => withSellerRatings(list, ratings),

    /** A seller's own products; an admin may name any seller by email. */
    async listBySellerEmail(email: string, caller: SessionUser, page: PaginationQuery): Promise<Product[]> {
      let sellerId = caller.id;
      if (email.toLowerCase() !== caller.email.toLowerCase()) {
        const seller = await users.findByEmail(email);
        if (!seller) throw notFound('No account has this email.');
        sellerId = seller.id;
      }
      return (await products.listBySeller(sellerId, page)).map((row) => toProduct(row, caller));
    },

    /** Lists a product for the signed-in seller; who sells it and its state are the server's, not the body's. */
    async create(input: ProductInput, seller: SessionUser): Promise<string> {
      if (!(await categories.findById(input.categoryid))) throw badRequest(CATEGORY_REQUIRED);
      const photos = input.photos ?? [input.productPhoto];
      if (photos[0] !== input.productPhoto) throw badRequest(PHOTO_MESSAGES.coverFirst);
      await checkNewPhotos(photos, seller);
      checkBodyType(input.bodyType, input.categoryid);
      const id = newId();
      await products.insertWithPhotos(
        {
          id,
          sellerId: seller.id,
          sellerName: seller.name,
          sellerEmail: seller.email,
          categoryId: input.categoryid,
          productName: input.productName,
          productPhoto: input.productPhoto,
          marketPriceCents: toCents(input.marketPrice),
          askingPriceCents: toCents(input.askingPrice),
          usedYears: input.usedYears,
          condition: input.condition,
          description: input.description,
          location: input.location,
          phone: input.phone,
          status: 'Available',
          advertise: false,
          report: false,
          postedAt: new Date(),
          ...detailColumns(input),
        },
        photos,
      );
      for (const url of photos) await uploads.claim(url);
      return id;
    },

    photosOf,

    /** The owner's edit (docs/decisions/0018-listing-details-photos-and-edits.md). */
    async update(id: string, input: ProductUpdate, caller: SessionUser): Promise<number> {
      const before = await find(id);
      if (before.sellerId !== caller.id) throw forbidden(ONLY_OWNER_EDITS);
      // A held listing keeps its serial: changing it would be the way around the stolen-gear check (0019).
      if (
        before.heldAsStolen &&
        input.serialNumber !== undefined &&
        !sameSerial(input.serialNumber, before.serialNumber)
      )
        throw conflict(STOLEN_MESSAGES.heldSerialLocked);
      if (input.categoryid !== undefined && !(await categories.findById(input.categoryid)))
        throw badRequest(CATEGORY_REQUIRED);
      const current = new Set(await photosOf(before));
      if (input.photos)
        await checkNewPhotos(
          input.photos.filter((url) => !current.has(url)),
          caller,
        );
      const result = await products.edit(id, (row) => decideEdit(row, input, caller));
      if (result === 'missing') throw notFound(NO_SUCH_PRODUCT);
      for (const url of input.photos ?? []) if (!current.has(url)) await uploads.claim(url);
      return result;
    },

    /** Add To Advertisement: the owner only, once verified, and not once sold. Idempotent. */
    async advertise(id: string, caller: SessionUser): Promise<number> {
      const row = await find(id);
      if (row.sellerId !== caller.id) throw forbidden('You can only advertise your own products.');
      if (!caller.verified) throw forbidden(MUST_BE_VERIFIED_TO_ADVERTISE);
      if (row.status === 'Paid') throw conflict(SOLD_CANNOT_ADVERTISE);
      return products.advertise(id);
    },

    /** The owner or an admin deletes a product, unless a buyer holds an unpaid booking of it. */
    async remove(id: string, caller: SessionUser): Promise<number> {
      const row = await find(id);
      if (caller.role !== 'admin' && row.sellerId !== caller.id)
        throw forbidden('You can only delete your own products.');
      // What an admin deletes goes to the audit log; a seller deleting their own listing is not an admin action.
      const result = await products.remove(id, caller.role === 'admin' ? actorOf(caller) : undefined);
      if (result === 'booked') throw conflict(BOOKED_CANNOT_DELETE);
      if (result === 'missing') throw notFound(NO_SUCH_PRODUCT);
      return 1;
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
