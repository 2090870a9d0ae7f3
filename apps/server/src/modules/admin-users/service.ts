import {
  KEEP_REPORTED_TEXTS,
  type DeleteSellerProductsResponse,
  type DeleteUserResponse,
  type KeepReportedItemResponse,
  type ReportedItem,
  type VerifySellerResponse,
} from '@restrung/shared/admin';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { UserRow } from '@restrung/shared/user';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { toDollars } from '../../lib/money.ts';
import type { AdminUsersRepository } from './repository.ts';
import { PAYMENT_IN_FLIGHT_MINUTES } from '../checkout/repository.ts';
import { actorOf } from '../audit-log/repository.ts';

type ManagedRole = 'buyer' | 'seller';

/** What PostgreSQL's uuid type accepts in its canonical form; anything else is no user's id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const KIND: Record<ManagedRole, { one: string; page: string }> = {
  buyer: { one: 'buyer', page: 'All Buyers' },
  seller: { one: 'seller', page: 'All Sellers' },
};

const PAYMENT_IN_FLIGHT_MESSAGE = `A payment for one of the orders this would cancel is being processed. Please try again in ${PAYMENT_IN_FLIGHT_MINUTES} minutes.`;

const withArticle = (role: UserRow['role']) => (role === 'admin' ? 'an admin' : `a ${role}`);

function toUserRow(user: {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: UserRow['role'];
  verified: boolean;
}): UserRow {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    img: user.image,
    role: user.role,
    verified: user.verified,
  };
}

/** The admin's users pages and reported items (SPEC.md section 6, admin). Every caller here is an admin. */
export function adminUsersService(repository: AdminUsersRepository) {
  /** The user behind `id`, refused unless it is a `role` the caller may act on. */
  async function target(caller: SessionUser, id: string, role: ManagedRole, action: 'delete' | 'verify') {
    const user = UUID.test(id) ? await repository.findById(id) : undefined;
    if (!user)
      throw notFound(`No ${KIND[role].one} has this id. The account may already have been deleted; reload the list.`);
    if (action === 'delete' && user.id === caller.id) throw forbidden('You cannot delete your own account.');
    if (action === 'delete' && user.role === 'admin') throw forbidden('Admin accounts cannot be deleted.');
    if (user.role !== role) {
      throw conflict(
        action === 'verify'
          ? `Only sellers can be verified; this account is ${withArticle(user.role)}.`
          : `This account is ${withArticle(user.role)}, not a ${KIND[role].one}. Delete it from ${KIND[user.role as ManagedRole].page} instead.`,
      );
    }
    return user;
  }

  return {
    listUsers: async (role: ManagedRole, page: PaginationQuery): Promise<UserRow[]> =>
      (await repository.listByRole(role, page)).map(toUserRow),

    /** Idempotent: verifying a verified seller answers modifiedCount 0. */
    async verifySeller(caller: SessionUser, id: string): Promise<VerifySellerResponse> {
      const seller = await target(caller, id, 'seller', 'verify');
      return { acknowledged: true, modifiedCount: await repository.verifySeller(seller.id, actorOf(caller)) };
    },

    async deleteUser(caller: SessionUser, id: string, role: ManagedRole): Promise<DeleteUserResponse> {
      const user = await target(caller, id, role, 'delete');
      const result = await repository.deleteUser(user.id, role, actorOf(caller));
      if (result.status === 'not_found')
        throw notFound(`No ${KIND[role].one} has this id. The account may already have been deleted; reload the list.`);
      if (result.status === 'payment_in_flight') throw conflict(PAYMENT_IN_FLIGHT_MESSAGE);
      return {
        acknowledged: true,
        deletedCount: 1,
        deletedProducts: result.deletedProducts,
        cancelledBookings: result.cancelledBookings,
      };
    },

    /** Idempotent: after DELETE /allseller/{id} has removed the listings, this finds none and still acknowledges. */
    async deleteSellerProducts(caller: SessionUser, email: string): Promise<DeleteSellerProductsResponse> {
      const result = await repository.deleteUnsoldProductsBySellerEmail(email, actorOf(caller));
      if (result.status === 'payment_in_flight') throw conflict(PAYMENT_IN_FLIGHT_MESSAGE);
      return { acknowledged: true, deletedCount: result.deletedProducts, cancelledBookings: result.cancelledBookings };
    },

    /** Keep Listing: the admin judged the reports and the listing stays; its open reports are closed. */
    async keepReportedItem(caller: SessionUser, productId: string): Promise<KeepReportedItemResponse> {
      const result = UUID.test(productId)
        ? await repository.keepReported(productId, actorOf(caller))
        : ({ status: 'not_found' } as const);
      if (result.status === 'not_found')
        throw notFound('No listing has this id. It may have been deleted; reload the list.');
      if (result.status === 'nothing_open') throw conflict(KEEP_REPORTED_TEXTS.nothingOpen);
      return { acknowledged: true, closedReports: result.closedReports };
    },

    listReportedItems: async (page: PaginationQuery): Promise<ReportedItem[]> =>
      (await repository.listReportedItems(page)).map(({ id, askingPriceCents, ...row }) => ({
        _id: id,
        ...row,
        askingPrice: toDollars(askingPriceCents),
      })),
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
