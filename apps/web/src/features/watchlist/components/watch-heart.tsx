import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { heartLabel } from '@restrung/shared/watchlist';
import { useSession } from '../../auth/api.ts';
import { useToggleWatch, useWatchedIds } from '../api.ts';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.7 3.3 4.5 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

interface HeartProps {
  product: Product;
  className: string;
}

function HeartButton({ product, className, watched, onClick }: HeartProps & { watched: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={heartLabel(product.productName, watched)}
      title={watched ? 'On your watchlist' : 'Add to watchlist'}
      onClick={onClick}
      className={`btn btn-circle size-11 border-base-300 bg-base-100/90 shadow-sm ${watched ? 'text-error' : 'text-base-content/80'} ${className}`}
    >
      <HeartIcon filled={watched} />
    </button>
  );
}

function WatchToggle(props: HeartProps) {
  const ids = useWatchedIds(true);
  const toggle = useToggleWatch();
  const watched = ids?.has(props.product._id) ?? false;
  return (
    <HeartButton
      {...props}
      watched={watched}
      onClick={() => toggle.mutate({ productId: props.product._id, watch: !watched })}
    />
  );
}

/**
 * Only signed-out hearts read the address (to come back to it after sign-in): a heart that did so on every card
 * would be drawn again at each change of the address, and "Load more" changes it once per 24 cards.
 */
function SignInToWatch(props: HeartProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <HeartButton {...props} watched={false} onClick={() => void navigate('/login', { state: { from: location } })} />
  );
}

/**
 * The heart on cards and the product page: a toggle button (aria-pressed) whose name says what pressing it does.
 * 44 px square, so a thumb finds it. Signed-out people are sent to sign in and brought back here; a seller gets no
 * heart on their own listing (the server refuses it too).
 */
export function WatchHeart({ product, className = '' }: { product: Product; className?: string }) {
  const { user, isLoading } = useSession();
  if (isLoading || (user && product.sellerId === user.id)) return null;
  return user ? (
    <WatchToggle product={product} className={className} />
  ) : (
    <SignInToWatch product={product} className={className} />
  );
}
