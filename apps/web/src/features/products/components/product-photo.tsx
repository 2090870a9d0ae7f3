import { lazy, Suspense, useState } from 'react';
import type { Product } from '@restrung/shared/product';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';

// The viewer (and its styles) arrive only when someone opens it.
const PhotoViewer = lazy(() => import('./photo-viewer.tsx'));

/** The product page's larger photo; it opens in a zoomable overlay. */
export function ProductPhoto({ product }: { product: Pick<Product, 'productName' | 'productPhoto'> }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-box bg-base-200 shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        aria-label={`Zoom photo: ${product.productName}`}
        aria-haspopup="dialog"
      >
        <img
          src={imageVariant(product.productPhoto, 640)}
          srcSet={imageSrcSet(product.productPhoto)}
          sizes="(min-width: 768px) 560px, 100vw"
          alt={product.productName}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] h-auto w-full object-cover transition group-hover:scale-[1.02]"
        />
        <span
          aria-hidden="true"
          className="badge badge-neutral absolute right-3 bottom-3 gap-1 opacity-90 pointer-coarse:hidden"
        >
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            width="14"
            height="14"
            aria-hidden="true"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="M13 13l4.5 4.5M8.5 6v5M6 8.5h5" strokeLinecap="round" />
          </svg>
          {/* A mouse hint: hidden where the primary pointer is a finger (pointer-coarse). */}
          Click to zoom
        </span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <PhotoViewer
            open={open}
            onClose={() => setOpen(false)}
            src={product.productPhoto}
            alt={product.productName}
          />
        </Suspense>
      )}
    </>
  );
}
