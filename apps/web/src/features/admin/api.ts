import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteSellerProductsResponseSchema,
  deleteUserResponseSchema,
  keepReportedItemResponseSchema,
  reportedItemListSchema,
  userListSchema,
  verifySellerResponseSchema,
  type DeleteUserResponse,
  type ReportedItem,
} from '@restrung/shared/admin';
import { DEFAULT_PAGE_SIZE } from '@restrung/shared/constants';
import { productDeletedSchema } from '@restrung/shared/product';
import type { UserRow } from '@restrung/shared/user';
import { api } from '../../lib/api-client.ts';
import { keysetParams, updateKeysetRows, useKeysetList, type KeysetPage } from '../../lib/keyset-list.ts';
import { bestEffort } from '../../lib/failure.ts';

/** Rows per page of every admin list. The API answers plain arrays: a page shorter than this is the last. */
export const ADMIN_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const adminKeys = {
  all: ['admin'] as const,
  sellers: ['admin', 'sellers'] as const,
  buyers: ['admin', 'buyers'] as const,
  reported: ['admin', 'reported'] as const,
};

const mutationKeys = {
  verifySeller: ['admin', 'verify-seller'] as const,
  deleteSeller: ['admin', 'delete-seller'] as const,
  deleteBuyer: ['admin', 'delete-buyer'] as const,
  deleteReported: ['admin', 'delete-reported'] as const,
  keepReported: ['admin', 'keep-reported'] as const,
};

const fetchSellers = ({ signal, ...page }: KeysetPage) =>
  api(`/allseller?${keysetParams(page)}`, { schema: userListSchema, signal });
const fetchBuyers = ({ signal, ...page }: KeysetPage) =>
  api(`/allbuyer?${keysetParams(page)}`, { schema: userListSchema, signal });
const fetchReportedItems = ({ signal, ...page }: KeysetPage) =>
  api(`/reporteditems?${keysetParams(page)}`, { schema: reportedItemListSchema, signal });

/** Newest first, whatever order the rows arrive in: the reporters of one item, and the items by their newest report. */
const byNewest =
  <T>(date: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(date(b)) - Date.parse(date(a));

function sortReported(items: ReportedItem[]): ReportedItem[] {
  return items
    .map((item) => ({ ...item, reporters: [...item.reporters].sort(byNewest((r) => r.reportedAt)) }))
    .sort(byNewest((item) => item.lastReportedAt));
}

export const useSellers = () =>
  useKeysetList({ queryKey: adminKeys.sellers, fetchPage: fetchSellers, limit: ADMIN_PAGE_SIZE });

export const useBuyers = () =>
  useKeysetList({ queryKey: adminKeys.buyers, fetchPage: fetchBuyers, limit: ADMIN_PAGE_SIZE });

export const useReportedItems = () =>
  useKeysetList({
    queryKey: adminKeys.reported,
    fetchPage: fetchReportedItems,
    limit: ADMIN_PAGE_SIZE,
    selectPage: sortReported,
  });

/**
 * After a change: the admin lists (a deleted seller's reported listings go too), the catalogue (a verified
 * seller's listings appear, a deleted one's disappear), the statistics, and any seller verification lookups.
 * The list being shown is awaited so its row changes before the button comes back.
 */
async function refreshAfterChange(client: QueryClient, list: readonly string[]): Promise<void> {
  for (const key of [['products'], ['stats'], ['sellers']]) void client.invalidateQueries({ queryKey: key });
  void client.invalidateQueries({ queryKey: adminKeys.all, predicate: (query) => query.queryKey[1] !== list[1] });
  await client.invalidateQueries({ queryKey: list });
}

function removeRow<T extends { _id: string }>(client: QueryClient, list: readonly string[], id: string): void {
  updateKeysetRows<T>(client, list, (rows) => rows.filter((row) => row._id !== id));
}

/** PUT /allseller/{id}, with a JSON content type and an empty object for a body. */
export function useVerifySeller() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.verifySeller,
    mutationFn: (seller: UserRow) =>
      api(`/allseller/${encodeURIComponent(seller._id)}`, {
        method: 'PUT',
        body: {},
        schema: verifySellerResponseSchema,
      }),
    onSuccess: async (_result, seller) => {
      updateKeysetRows<UserRow>(client, adminKeys.sellers, (rows) =>
        rows.map((row) => (row._id === seller._id ? { ...row, verified: true } : row)),
      );
      await refreshAfterChange(client, adminKeys.sellers);
    },
  });
}

/**
 * DELETE /allseller/{id}, then DELETE /usersproducts?email= as SPEC.md section 7 has it. The first call already
 * removed the seller's unsold listings in its own transaction (docs/decisions/0004), so the second finds
 * nothing; a failure of it loses nothing and is not the admin's concern.
 */
export async function deleteSeller(seller: UserRow): Promise<DeleteUserResponse> {
  const result = await api(`/allseller/${encodeURIComponent(seller._id)}`, {
    method: 'DELETE',
    schema: deleteUserResponseSchema,
  });
  await bestEffort(
    "Removing the seller's products",
    api(`/usersproducts?email=${encodeURIComponent(seller.email)}`, {
      method: 'DELETE',
      schema: deleteSellerProductsResponseSchema,
    }),
  );
  return result;
}

export function useDeleteSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteSeller,
    mutationFn: deleteSeller,
    onSuccess: async (_result, seller) => {
      removeRow<UserRow>(client, adminKeys.sellers, seller._id);
      await refreshAfterChange(client, adminKeys.sellers);
    },
  });
}

export function useDeleteBuyer() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteBuyer,
    mutationFn: (buyer: UserRow) =>
      api(`/allbuyer/${encodeURIComponent(buyer._id)}`, { method: 'DELETE', schema: deleteUserResponseSchema }),
    onSuccess: async (_result, buyer) => {
      removeRow<UserRow>(client, adminKeys.buyers, buyer._id);
      await refreshAfterChange(client, adminKeys.buyers);
    },
  });
}

/** DELETE /products/{id}: an admin may delete any listing; 409 while a buyer holds an unpaid booking of it. */
export function useDeleteReportedItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteReported,
    mutationFn: (item: Pick<ReportedItem, '_id'>) =>
      api(`/products/${encodeURIComponent(item._id)}`, { method: 'DELETE', schema: productDeletedSchema }),
    onSuccess: async (_result, item) => {
      removeRow<ReportedItem>(client, adminKeys.reported, item._id);
      await refreshAfterChange(client, adminKeys.reported);
    },
  });
}

/**
 * POST /reporteditems/{id}/keep: the listing stays and its reports close. Refused (another admin kept or deleted
 * it meanwhile), the list is read again, so the row that no longer needs a decision goes.
 */
export function useKeepReportedItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.keepReported,
    mutationFn: (item: Pick<ReportedItem, '_id'>) =>
      api(`/reporteditems/${encodeURIComponent(item._id)}/keep`, {
        method: 'POST',
        schema: keepReportedItemResponseSchema,
      }),
    onSuccess: async (_result, item) => {
      removeRow<ReportedItem>(client, adminKeys.reported, item._id);
      await refreshAfterChange(client, adminKeys.reported);
    },
    onError: () => void client.invalidateQueries({ queryKey: adminKeys.reported }),
  });
}

type AdminMutation = keyof typeof mutationKeys;

/** Ids of the rows with a change of this kind on its way, so each row can say it is busy (several may be at once). */
export function usePendingIds(kind: AdminMutation): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: mutationKeys[kind], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { _id: string } | undefined)?._id,
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}
