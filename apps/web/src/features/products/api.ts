import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  FEATURED_PAGE_SIZE,
  productAdvertisedSchema,
  productCreatedSchema,
  productDeletedSchema,
  productListSchema,
  productSchema,
  type Product,
  type ProductInput,
} from '@restrung/shared/product';
import { DEFAULT_PAGE_SIZE } from '@restrung/shared/constants';
import { verificationLookupSchema } from '@restrung/shared/user';
import { api, ApiClientError } from '../../lib/api-client.ts';
import { uploadImage } from '../images/api.ts';

/**
 * Every product query key starts with 'products': a booking, an advertisement or a deletion invalidates
 * ['products'] and every list and page showing a product refreshes. The statistics live under ['stats'].
 */
export const productKeys = {
  all: ['products'] as const,
  single: (id: string) => ['products', 'single', id] as const,
  featured: ['products', 'featured'] as const,
  mine: (email: string, page: number) => ['products', 'mine', email, page] as const,
  verification: (email: string) => ['products', 'verification', email] as const,
};
export const statsKey = ['stats'] as const;

/** Lists answer a plain array; a page shorter than the limit is the last one. */
export const MY_PRODUCTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A 4xx (no such product or category, not allowed) will answer the same again: only other failures are retried once. */
const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiClientError && error.status >= 400 && error.status < 500);

const pageQuery = (page: number, limit: number) => `page=${page}&limit=${limit}`;

// Fetchers

export const fetchProduct = (id: string, signal?: AbortSignal) =>
  api(`/singleproduct/${encodeURIComponent(id)}`, { schema: productSchema, signal });

export const fetchFeaturedProducts = (signal?: AbortSignal) =>
  api(`/advertisedproduct?${pageQuery(1, FEATURED_PAGE_SIZE)}`, { schema: productListSchema, signal });

export const fetchMyProducts = (email: string, page: number, signal?: AbortSignal) =>
  api(`/myproducts?email=${encodeURIComponent(email)}&${pageQuery(page, MY_PRODUCTS_PAGE_SIZE)}`, {
    schema: productListSchema,
    signal,
  });

export const fetchVerification = (email: string, signal?: AbortSignal) =>
  api(`/usersverification?email=${encodeURIComponent(email)}`, { schema: verificationLookupSchema, signal });

export const createProduct = (input: ProductInput) =>
  api('/products', { method: 'POST', body: input, schema: productCreatedSchema });

export const deleteMyProduct = (id: string) =>
  api(`/myproducts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: productDeletedSchema });

export const advertiseProduct = (id: string) =>
  api(`/myproducts/${encodeURIComponent(id)}`, { method: 'PUT', schema: productAdvertisedSchema });

// Queries

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.single(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry: retryUnlessClientError,
  });
}

/** SPEC.md: only Available advertised products are featured (the server filters too). */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: productKeys.featured,
    queryFn: ({ signal }) => fetchFeaturedProducts(signal),
    select: (products) => products.filter((product) => product.status === 'Available'),
  });
}

export function useMyProducts(email: string | undefined, page: number) {
  return useQuery({
    queryKey: productKeys.mine(email ?? '', page),
    queryFn: ({ signal }) => fetchMyProducts(email!, page, signal),
    enabled: Boolean(email),
    select: (products) => ({ products, isLastPage: products.length < MY_PRODUCTS_PAGE_SIZE }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === email ? previous : undefined),
  });
}

/** SPEC.md: a seller's verification is looked up per email; asked afresh so an admin's approval shows at once. */
export function useSellerVerification(email: string | undefined) {
  return useQuery({
    queryKey: productKeys.verification(email ?? ''),
    queryFn: ({ signal }) => fetchVerification(email!, signal),
    enabled: Boolean(email),
    staleTime: 0,
  });
}

// Mutations

export interface AddProductValues extends Omit<ProductInput, 'productPhoto'> {
  photo: File;
}

export type AddProductStep = 'uploading' | 'creating';

/**
 * SPEC.md section 4: the photo is uploaded, then the product is created. The URL of an upload is kept for
 * the same file, so a retry after a failed creation does not upload the photo again.
 */
export function useAddProduct(onStep?: (step: AddProductStep) => void) {
  const client = useQueryClient();
  const lastUpload = useRef<{ file: File; url: string } | null>(null);
  return useMutation({
    mutationFn: async ({ photo, ...input }: AddProductValues) => {
      let url = lastUpload.current?.file === photo ? lastUpload.current.url : null;
      if (!url) {
        onStep?.('uploading');
        url = await uploadImage(photo);
        lastUpload.current = { file: photo, url };
      }
      onStep?.('creating');
      const created = await createProduct({ ...input, productPhoto: url });
      lastUpload.current = null;
      return created;
    },
    onSuccess: () => invalidateCatalogue(client),
  });
}

export function useAdvertiseProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => advertiseProduct(product._id),
    onSuccess: () => void client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => deleteMyProduct(product._id),
    onSuccess: () => invalidateCatalogue(client),
  });
}

/** Lists, pages and statistics refetch in the background; the caller does not wait for them. */
function invalidateCatalogue(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: productKeys.all });
  void client.invalidateQueries({ queryKey: statsKey });
}
