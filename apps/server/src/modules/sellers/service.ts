import type { CursorPaginationQuery } from '@restrung/shared/pagination';
import { formatPostedOnline, isUuid, type Product } from '@restrung/shared/product';
import { SELLER_TEXTS, type SellerProfile } from '@restrung/shared/seller';
import type { SessionUser } from '@restrung/shared/user';
import { notFound } from '../../lib/http-errors.ts';
import type { ProductsRepository } from '../products/repository.ts';
import { type SellerRatings, toProduct, withSellerRatings } from '../products/product-view.ts';
import type { SellerRow, SellersRepository } from './repository.ts';

/**
 * A seller's page follows the listings' rule (docs/decisions/0003 and 0019): a seller an admin has not verified
 * has no public page; only they and admins see it, as with their listings. Buyers and admins have no page.
 */
export function sellersService(sellers: SellersRepository, products: ProductsRepository, ratings?: SellerRatings) {
  const findVisible = async (id: string, caller: SessionUser): Promise<SellerRow> => {
    const seller = isUuid(id) ? await sellers.findSeller(id) : undefined;
    const visible = seller && (seller.verified || caller.role === 'admin' || caller.id === seller.id);
    if (!visible) throw notFound(SELLER_TEXTS.notFound);
    return seller;
  };

  return {
    /** Throws the page's 404 unless the caller may see this seller's page (their reviews follow the same rule). */
    assertVisible: (id: string, caller: SessionUser): Promise<SellerRow> => findVisible(id, caller),

    async profile(id: string, caller: SessionUser): Promise<SellerProfile> {
      const seller = await findVisible(id, caller);
      const rating = (await ratings?.([seller.id]))?.get(seller.id);
      return {
        _id: seller.id,
        name: seller.name,
        img: seller.image,
        verified: seller.verified,
        memberSince: formatPostedOnline(seller.createdAt),
        completedSales: await sellers.countCompletedSales(seller.id),
        ...(rating ? { rating } : {}),
      };
    },

    async listings(id: string, caller: SessionUser, page: CursorPaginationQuery): Promise<Product[]> {
      const seller = await findVisible(id, caller);
      const rows = await products.listActiveBySeller(seller.id, page);
      return withSellerRatings(
        rows.map((row) => toProduct(row, caller)),
        ratings,
      );
    },
  };
}
export type SellersService = ReturnType<typeof sellersService>;
