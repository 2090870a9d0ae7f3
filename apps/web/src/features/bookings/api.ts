import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookingCreatedSchema, bookingListSchema, bookingSchema, orderDeletedSchema } from '@restrung/shared/booking';
import { api } from '../../lib/api-client.ts';
import { keysetParams, useKeysetList } from '../../lib/keyset-list.ts';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => ['orders', 'mine', email] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

/**
 * A booking, a deletion or a payment changes a product's status, so every list that shows products (category
 * pages, featured grid, product page: keys starting with 'products'), the statistics (Total Sells) and the
 * orders are read again.
 */
export function invalidateAfterOrderChange(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['products'] }),
    client.invalidateQueries({ queryKey: ['stats'] }),
    client.invalidateQueries({ queryKey: orderKeys.all }),
  ]).then(() => undefined);
}

/** One order: the payment page's loader call (GET /bookings/{id}). */
export const fetchOrder = (id: string) => api(`/bookings/${encodeURIComponent(id)}`, { schema: bookingSchema });

export const useOrder = (id: string) => useQuery({ queryKey: orderKeys.one(id), queryFn: () => fetchOrder(id) });

/** My Orders, newest first, page by page (GET /myorders?email=, the server's page size), each page after the last order shown. */
export function useMyOrders(email: string | undefined) {
  return useKeysetList({
    queryKey: orderKeys.mine(email ?? ''),
    fetchPage: ({ signal, ...page }) =>
      api(`/myorders?email=${encodeURIComponent(email!)}&${keysetParams(page)}`, { schema: bookingListSchema, signal }),
    enabled: Boolean(email),
  });
}

export interface BookingRequest {
  productId: string;
  phone: string;
  location: string;
}

/**
 * Book Now. The spec's client first sets the product Booked (PUT /products/{id}) and then posts every field of the
 * order; here POST /bookings alone does both atomically on the server, which reads only the product id, the phone
 * and the location (price, seller and product come from the product, the buyer from the session), so nothing else
 * is sent. A lost race answers 409 "Sorry, this guitar has just been booked by someone else." and creates nothing.
 */
export function useBookProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) =>
      api('/bookings', { method: 'POST', body: request, schema: bookingCreatedSchema }),
    // Not awaited: the modal closes at once and the pages catch up. After a refusal the modal reads the lists again
    // itself, once it closes (a refetch now could remove the card, and the modal with it, before the buyer reads why).
    onSuccess: () => void invalidateAfterOrderChange(client),
  });
}

/** Deletes an unpaid order; the server puts the guitar back to Available in the same step. */
export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/myorders/${encodeURIComponent(id)}`, { method: 'DELETE', schema: orderDeletedSchema }),
    onSettled: () => invalidateAfterOrderChange(client),
  });
}

export const salesKeys = { all: ['sales'] as const };

/** The Sales page: the orders of the seller's own guitars, newest first, page by page (keyset). */
export function useMySales() {
  return useKeysetList({
    queryKey: salesKeys.all,
    fetchPage: ({ signal, ...page }) => api(`/mysales?${keysetParams(page)}`, { schema: bookingListSchema, signal }),
  });
}

/** A seller cancels an unpaid booking of their guitar with a reason; the guitar is Available again. */
export function useCancelSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(`/mysales/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: { reason },
        schema: orderDeletedSchema,
      }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: salesKeys.all }), invalidateAfterOrderChange(client)]),
  });
}
