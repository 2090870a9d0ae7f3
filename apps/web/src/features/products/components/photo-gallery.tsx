import { useRef, useState } from 'react';
import type { Product } from '@restrung/shared/product';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';
import { LISTING_PHOTO_SIZES } from '../../../lib/listing-photo.ts';
import { chunkOnce, usePartOnClick } from '../../../lib/part-on-click.ts';
import { useHeldUntilLoaded } from '../../../lib/content-first.ts';

// The viewer (and its styles) arrive only when someone opens it.
const loadPhotoViewer = chunkOnce(() => import('./photo-viewer.tsx'));

/** A horizontal swipe longer than this (CSS pixels) on a phone moves to the next or previous photo. */
const SWIPE_PX = 40;

/**
 * The product page's photos: the one shown (click or Enter to zoom), thumbnails to pick another, the left and
 * right arrow keys to step through them, and a swipe on phones. Every photo opens in the zoomable viewer.
 */
export function PhotoGallery({ product }: { product: Pick<Product, 'productName' | 'productPhoto' | 'photos'> }) {
  const photos = product.photos && product.photos.length > 0 ? product.photos : [product.productPhoto];
  const [index, setIndex] = useState(0);
  const heldUntilLoaded = useHeldUntilLoaded();
  const [open, setOpen] = useState(false);
  const [viewer, askForViewer] = usePartOnClick(loadPhotoViewer, 'The photo viewer');
  const touchX = useRef<number | null>(null);
  const shown = photos[Math.min(index, photos.length - 1)]!;
  const several = photos.length > 1;
  const step = (by: number) => setIndex((current) => Math.max(0, Math.min(photos.length - 1, current + by)));

  return (
    // The arrow keys step through the photos while focus is on any of its buttons.
    <section
      className="flex flex-col gap-3"
      aria-roledescription="gallery"
      aria-label={`Photos of ${product.productName}`}
      onKeyDown={(event) => {
        if (!several || open) return;
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else return;
        event.preventDefault();
      }}
    >
      {/* The hints sit over the button, not in it: text inside a button must be part of its name (WCAG 2.5.3,
          Label in Name), and "Click to zoom 1 / 3" would be a poor name for a screen reader. */}
      <div className="relative">
        <button
          type="button"
          onClick={async () => setOpen(await askForViewer())}
          onTouchStart={(event) => {
            touchX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(event) => {
            const start = touchX.current;
            const end = event.changedTouches[0]?.clientX;
            touchX.current = null;
            if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
            step(end < start ? 1 : -1);
          }}
          className="group relative block w-full cursor-zoom-in overflow-hidden rounded-box bg-base-200 shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
          aria-label={`Zoom photo${several ? ` ${index + 1} of ${photos.length}` : ''}: ${product.productName}`}
          aria-haspopup="dialog"
        >
          <img
            ref={heldUntilLoaded}
            src={imageVariant(shown, 640)}
            srcSet={imageSrcSet(shown)}
            sizes={LISTING_PHOTO_SIZES}
            alt={product.productName}
            width={800}
            height={600}
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full object-cover transition group-hover:scale-[1.02]"
          />
        </button>
        <span
          aria-hidden="true"
          className="badge badge-neutral pointer-events-none absolute right-3 bottom-3 gap-1 opacity-90 pointer-coarse:hidden"
        >
          Click to zoom
        </span>
        {several && (
          <span
            aria-hidden="true"
            className="badge badge-neutral pointer-events-none absolute bottom-3 left-3 opacity-90"
          >
            {index + 1} / {photos.length}
          </span>
        )}
      </div>
      {several && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {photos.map((photo, i) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${photos.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded border-2 ${i === index ? 'border-primary' : 'border-transparent'}`}
              >
                <img
                  src={imageVariant(photo, 160)}
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  className="h-15 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Drawn from its first opening on: the lightbox opens and closes itself on `open`, with its fade. */}
      {viewer && (
        <viewer.default
          open={open}
          onClose={() => setOpen(false)}
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          alt={product.productName}
        />
      )}
    </section>
  );
}
