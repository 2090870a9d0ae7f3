/**
 * The chunks of the two pages whose first paint on a phone waits longest (the product and category pages, behind
 * sign-in). The router and the early entry (src/early.ts, through `firstChunkOf`) import them through these same
 * loaders, so the browser fetches each module once, as soon as either asks.
 */
export const productPageChunk = () => import('../features/products/pages/product-page.tsx');
export const categoryPageChunk = () => import('../features/products/pages/category-page.tsx');
