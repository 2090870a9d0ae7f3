import {
  formatPostedOnline,
  isUuid,
  CATEGORY_REQUIRED,
  type Product,
  type ProductInput,
} from '@restrung/shared/product';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { SessionUser } from '@restrung/shared/user';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import type { CategoriesRepository } from '../categories/repository.ts';
import type { UploadsRepository } from '../images/repository.ts';
import { isOwnMediaUrl } from '../images/media-url.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { ProductRow, ProductsRepository } from './repository.ts';
import { actorOf } from '../audit-log/repository.ts';

export const NO_SUCH_PRODUCT = 'No such product. It may have been sold or removed by its seller.';
export const NO_SUCH_CATEGORY = 'No such category.';
export const MUST_BE_VERIFIED_TO_ADVERTISE = 'Your account must be verified by an admin before you can advertise.';
export const BOOKED_CANNOT_DELETE =
  'This guitar is booked by a buyer. It can be deleted once the booking is cancelled.';
export const SOLD_CANNOT_ADVERTISE = 'This guitar has been sold, so it can no longer be advertised.';

export const toProduct = (row: ProductRow): Product => ({
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
});

/**
 * Who may open a product: anyone signed in when its seller is verified; otherwise only its seller and
 * admins (docs/decisions/0003-unverified-sellers.md).
 */
const canSee = (row: ProductRow, caller: SessionUser | null): boolean =>
  row.sellerVerified || (caller !== null && (caller.role === 'admin' || row.sellerId === caller.id));

export interface ProductsServiceDeps {
  products: ProductsRepository;
  categories: CategoriesRepository;
  uploads: UploadsRepository;
  users: UsersRepository;
}

export function productsService({ products, categories, uploads, users }: ProductsServiceDeps) {
  const find = async (id: string): Promise<ProductRow> => {
    // A malformed id cannot name a product: 404 like an unknown one, never a database error.
    const row = isUuid(id) ? await products.findById(id) : undefined;
    if (!row) throw notFound(NO_SUCH_PRODUCT);
    return row;
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
      return list.map((product) => ({ ...product, reportedByMe: reported.has(product._id) }));
    },

    /** A product the caller may see (404 otherwise: an unverified seller's listing is not public). */
    async findVisible(id: string, caller: SessionUser | null): Promise<ProductRow> {
      const row = await find(id);
      if (!canSee(row, caller)) throw notFound(NO_SUCH_PRODUCT);
      return row;
    },

    async listByCategory(categoryId: string, page: PaginationQuery): Promise<Product[]> {
      if (!isUuid(categoryId) || !(await categories.findById(categoryId))) throw notFound(NO_SUCH_CATEGORY);
      return (await products.listByCategory(categoryId, page)).map(toProduct);
    },

    listFeatured: async (page: PaginationQuery): Promise<Product[]> =>
      (await products.listFeatured(page)).map(toProduct),

    /** A seller's own products; an admin may name any seller by email. */
    async listBySellerEmail(email: string, caller: SessionUser, page: PaginationQuery): Promise<Product[]> {
      let sellerId = caller.id;
      if (email.toLowerCase() !== caller.email.toLowerCase()) {
        const seller = await users.findByEmail(email);
        if (!seller) throw notFound('No account has this email.');
        sellerId = seller.id;
      }
      return (await products.listBySeller(sellerId, page)).map(toProduct);
    },

    /** Lists a product for the signed-in seller; who sells it and its state are the server's, not the body's. */
    async create(input: ProductInput, seller: SessionUser): Promise<string> {
      if (!(await categories.findById(input.categoryid))) throw badRequest(CATEGORY_REQUIRED);
      const upload = isOwnMediaUrl(input.productPhoto) ? await uploads.findByUrl(input.productPhoto) : undefined;
      if (!upload) throw badRequest('Please upload a photo of the guitar.');
      if (upload.uploaderId && upload.uploaderId !== seller.id)
        throw badRequest('Please upload your own photo of the guitar.');
      const id = newId();
      await products.insert({
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
      });
      await uploads.claim(input.productPhoto);
      return id;
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
