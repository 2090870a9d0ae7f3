import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@restrung/shared/product';
import type { ProductInput, ProductUpdate } from '@restrung/shared/product-input';
import { DEFAULT_PAGE_SIZE, FEATURED_PAGE_SIZE, SELLER_PAGE_SIZE } from '@restrung/shared/constants';
import { api, ApiClientError, schemasFrom } from '../../lib/api-client.ts';
import { keysetParams, useKeysetList, type KeysetPage } from '../../lib/keyset-list.ts';
import { useReturnAsLeft } from '../../lib/use-return-scroll.ts';
import type { PhotoItem } from './photos/photo-items.ts';

/** Response schemas are fetched beside the request that needs them (see `SchemaSource`). */
const response = schemasFrom(() => import('./responses.ts'));

/**
 * Photos go up before a listing is saved; their checks (with the upload schemas) load with the listing form, and the
 * upload call with it too: imported here, it would sit with the home and product pages' parts, which sign-up (the
 * other page that uploads) would then load whole (first-paint-chunks.ts).
 */
async function uploadListingPhotos(photos: PhotoItem[], onPhotos: ListingValues['onPhotos']): Promise<string[]> {
  const [{ uploadPhotos }, { uploadImage }] = await Promise.all([
    import('./photos/photo-items.ts'),
    import('../images/api.ts'),
  ]);
  return uploadPhotos(photos, uploadImage, onPhotos);
}

/**
 * Every product query key starts with 'products': a booking, an advertisement or a deletion invalidates
 * ['products'] and every list and page showing a product refreshes. The statistics live under ['stats'].
 */
export const productKeys = {
  all: ['products'] as const,
  single: (id: string) => ['products', 'single', id] as const,
  featured: ['products', 'featured'] as const,
  mine: (email: string) => ['products', 'mine', email] as const,
  seller: (sellerId: string) => ['products', 'seller', sellerId] as const,
  priceGuide: (brand: string, model: string) => ['products', 'price-guide', brand, model] as const,
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
  api(`/singleproduct/${encodeURIComponent(id)}`, { schema: response('productSchema'), signal });

export const fetchFeaturedProducts = (signal?: AbortSignal) =>
  api(`/advertisedproduct?${pageQuery(1, FEATURED_PAGE_SIZE)}`, { schema: response('productListSchema'), signal });

const fetchMyProducts = (email: string, { signal, ...page }: KeysetPage) =>
  api(`/myproducts?email=${encodeURIComponent(email)}&${keysetParams(page)}`, {
    schema: response('productListSchema'),
    signal,
  });

export const createProduct = (input: ProductInput) =>
  api('/products', { method: 'POST', body: input, schema: response('productCreatedSchema') });

export const updateProduct = (id: string, input: ProductUpdate) =>
  api(`/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: response('productUpdatedSchema'),
  });

export const deleteMyProduct = (id: string) =>
  api(`/myproducts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: response('productDeletedSchema') });

export const advertiseProduct = (id: string) =>
  api(`/myproducts/${encodeURIComponent(id)}`, { method: 'PUT', schema: response('productAdvertisedSchema') });

// Queries

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.single(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry: retryUnlessClientError,
  });
}

/** A seller page's guitars for sale, newest first; "Load more" asks for the ones after the last shown (keyset). */
export function useSellerProducts(sellerId: string) {
  const returnAsLeft = useReturnAsLeft();
  return useInfiniteQuery({
    queryKey: productKeys.seller(sellerId),
    queryFn: ({ pageParam, signal }) =>
      api(
        `/sellers/${encodeURIComponent(sellerId)}/products?limit=${SELLER_PAGE_SIZE}${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: response('productListSchema'), signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < SELLER_PAGE_SIZE ? undefined : last[last.length - 1]!._id),
    retry: retryUnlessClientError,
    ...returnAsLeft,
  });
}

/** Recent sale prices of a brand and model (GET /price-guide); asked only once both are given. */
export function usePriceGuide(brand: string, model: string) {
  const b = brand.trim();
  const m = model.trim();
  return useQuery({
    queryKey: productKeys.priceGuide(b.toLowerCase(), m.toLowerCase()),
    queryFn: ({ signal }) =>
      api(`/price-guide?brand=${encodeURIComponent(b)}&model=${encodeURIComponent(m)}`, {
        schema: response('priceGuideSchema'),
        signal,
      }),
    enabled: b !== '' && m !== '',
    retry: retryUnlessClientError,
    staleTime: 60_000,
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

export function useMyProducts(email: string | undefined) {
  return useKeysetList({
    queryKey: productKeys.mine(email ?? ''),
    fetchPage: (page) => fetchMyProducts(email!, page),
    limit: MY_PRODUCTS_PAGE_SIZE,
    enabled: Boolean(email),
  });
}

// Mutations

export interface ListingValues extends Omit<ProductUpdate, 'photos'> {
  /** The photos as the picker holds them: those not yet uploaded are sent first, each with its progress. */
  photos: PhotoItem[];
  /** Told of each photo's progress and URL, so the picker shows it and a retry does not upload it again. */
  onPhotos: (items: PhotoItem[]) => void;
}
export type AddProductValues = ListingValues & Omit<ProductInput, 'productPhoto' | 'photos'>;

export type AddProductStep = 'uploading' | 'creating';

/** SPEC.md section 4: the photos are uploaded, then the product is created. */
export function useAddProduct(onStep?: (step: AddProductStep) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, onPhotos, ...input }: AddProductValues) => {
      onStep?.('uploading');
      const urls = await uploadListingPhotos(photos, onPhotos);
      onStep?.('creating');
      // A new listing needs no "not given" details: they are left out, as in the spec's body.
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
      return createProduct({ ...(given as typeof input), productPhoto: urls[0]!, photos: urls });
    },
    onSuccess: () => invalidateCatalogue(client),
  });
}

/** The owner's edit: new photos are uploaded, then every field is sent (PATCH /products/{id}). */
export function useUpdateProduct(id: string, onStep?: (step: 'uploading' | 'saving') => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, onPhotos, ...input }: ListingValues) => {
      onStep?.('uploading');
      const urls = await uploadListingPhotos(photos, onPhotos);
      onStep?.('saving');
      return updateProduct(id, { ...input, photos: urls });
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
