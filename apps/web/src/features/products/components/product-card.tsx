import { memo, useId } from 'react';
import type { Product } from '@restrung/shared/product';
import { descriptionPreview } from '../format.ts';
import { descriptionMatch } from '../description-match.ts';
import { ProductActions } from './product-actions.tsx';
import { ProductFacts } from './product-facts.tsx';
import { SellerLine } from './seller-line.tsx';
import { GuitarTitle } from './guitar-title.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';
import { LISTING_PHOTO_SIZES } from '../../../lib/listing-photo.ts';
import { useBuyerButtons } from './buyer-buttons.tsx';
import { useHeldUntilLoaded } from '../../../lib/content-first.ts';

/**
 * A card of the category and search pages: every field of SPEC.md's card, and the buyer's buttons. `highlight`
 * marks the searched words in the name, the guitar's title, the seller, the description and the location: each is a
 * field search finds listings by. A word found deeper in the description than the preview shows is shown in its
 * sentence below it (`descriptionMatch`). `first`: the top card of a list, whose photo is the largest paint of the
 * page on a phone, so it loads at once and before the others instead of lazily.
 *
 * Memoised: the list draws its cards a few per task (`useDrawnCount`), and each step re-rendered every card already
 * drawn, so 24 cards cost 60 card renders. A card still updates when its product, its highlight or what its
 * hooks read (the session, the watchlist) changes.
 */
export const ProductCard = memo(function ProductCard({
  product,
  highlight,
  first = false,
}: {
  product: Product;
  highlight?: readonly string[];
  first?: boolean;
}) {
  const titleId = useId();
  const { Watch } = useBuyerButtons();
  const heldUntilLoaded = useHeldUntilLoaded();
  const foundInDescription = descriptionMatch(product.description, highlight);
  return (
    <article aria-labelledby={titleId} className="card relative h-full overflow-hidden bg-base-100 shadow-md">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={imageVariant(product.productPhoto, 640)}
          srcSet={imageSrcSet(product.productPhoto)}
          sizes={LISTING_PHOTO_SIZES}
          alt={product.productName}
          width={800}
          height={600}
          ref={first ? heldUntilLoaded : undefined}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-4 p-5">
        <div className="flex flex-col gap-2">
          {/* Not a flex row as card-title is: its gap would part a word at a highlight ("J - 45" for "J-45"). */}
          <h2 id={titleId} className="card-title block text-xl wrap-anywhere">
            <HighlightedText text={product.productName} terms={highlight} />
          </h2>
          {/* Right after the name in reading order, drawn over the photo's corner. */}
          <Watch product={product} className="absolute top-3 right-3 z-10" />
          <GuitarTitle product={product} withFinish highlight={highlight} />
          <SellerLine product={product} highlight={highlight} />
        </div>
        <p className="text-base-content/90">
          <HighlightedText text={descriptionPreview(product.description)} terms={highlight} />
        </p>
        {foundInDescription && (
          <p className="-mt-2 text-sm wrap-anywhere text-base-content/80">
            <span className="font-medium">In the description:</span>{' '}
            <HighlightedText text={foundInDescription} terms={highlight} />
          </p>
        )}
        <ProductFacts product={product} highlight={highlight} />
        <div className="card-actions mt-auto pt-2">
          <ProductActions product={product} buyer={{ report: true, details: true, book: true }} />
        </div>
      </div>
    </article>
  );
});
