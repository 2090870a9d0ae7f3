import type { Product } from '@restrung/shared/product';
import { formatPrice } from '@restrung/shared/format-number';
import { PriceDrop } from './price-drop.tsx';
import { HighlightedText } from './highlighted-text.tsx';
import { stateCodesNamed } from '@restrung/shared/us-states';

/**
 * Condition, location, prices in $, year of purchase and the seller's phone, as a labelled list. `highlight`: the
 * searched words, marked in the location, which search finds listings by ("austin", "tx"); a state searched by name
 * ("texas", or a region's states) marks its code there.
 */
export function ProductFacts({ product, highlight }: { product: Product; highlight?: readonly string[] }) {
  const facts: { label: string; value: React.ReactNode; className?: string }[] = [
    {
      label: 'Asking Price',
      // A flex row, not a margin: the badge wrapped under the price would keep the margin and look indented.
      value: (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          {formatPrice(product.askingPrice)}
          <PriceDrop product={product} />
        </span>
      ),
      className: 'text-lg font-bold text-primary',
    },
    { label: 'Market Price', value: formatPrice(product.marketPrice) },
    { label: 'Condition', value: product.condition, className: 'capitalize' },
    { label: 'Year Of Purchase', value: product.usedYears },
    {
      label: 'Location',
      value: (
        <HighlightedText text={product.location} terms={highlight && [...highlight, ...stateCodesNamed(highlight)]} />
      ),
    },
    {
      label: 'Phone',
      value: (
        <a href={`tel:${product.phone.replace(/[^\d+]/g, '')}`} className="link link-hover">
          {product.phone}
        </a>
      ),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-base-content/70 uppercase">{fact.label}</dt>
          <dd className={`wrap-anywhere ${fact.className ?? 'font-medium'}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
