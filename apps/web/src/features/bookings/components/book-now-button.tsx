import { useEffect, useRef, useState } from 'react';
import type { Product } from '@restrung/shared/product';
import { useSession } from '../../auth/api.ts';
import { bestEffort } from '../../../lib/failure.ts';
import { chunkOnce, usePartOnClick } from '../../../lib/part-on-click.ts';

// The modal's form library and booking schema are a chunk of their own: most visitors never book, and Book Now sits
// on the home page, whose first paint must not wait for them. A buyer's button starts the download on render.
// Asked for once for all the buttons: each call of import() runs Vite's preload helper over the chunk's 16 files
// again, and 24 cards doing that were about 1 % of a category page's main-thread work while it loaded (decision 0059).
const loadBookingModal = chunkOnce(() => import('./booking-modal.tsx'));

// The buttons share one download, so its failure is logged once, not once per card.
let loggedFor: Promise<unknown> | undefined;
function loadBookingModalAhead(): void {
  const loading = loadBookingModal();
  if (loading === loggedFor) return;
  loggedFor = loading;
  void bestEffort('load the booking form ahead', loading);
}

/**
 * Book Now on the home page's featured cards, the category cards and the product page. Only buyers book
 * (SPEC.md section 6): for anyone else it renders nothing, and the page shows the status instead. A guitar that
 * is not Available shows its status on a disabled button.
 */
export function BookNowButton({ product }: { product: Product }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [form, askForForm] = usePartOnClick(loadBookingModal, 'The booking form');
  // Booked here a moment ago: say so at once, before the lists have been read again.
  const [bookedHere, setBookedHere] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new product or status is the trigger to forget the local booking
  useEffect(() => setBookedHere(false), [product._id, product.status]);

  const isBuyer = user?.role === 'buyer';
  useEffect(() => {
    if (isBuyer) loadBookingModalAhead();
  }, [isBuyer]);

  useEffect(() => {
    // The modal closed: focus goes back to the button that opened it.
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // The session carries the role the server holds; the guards and pages look it up by email as well.
  if (!isBuyer || !user) return null;

  const status = bookedHere ? 'Booked' : product.status;
  return (
    <>
      {status === 'Available' ? (
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-primary btn-sm"
          aria-haspopup="dialog"
          onClick={async () => setOpen(await askForForm())}
        >
          Book Now
        </button>
      ) : (
        // aria-disabled rather than disabled: focusable, so after a booking the focus that comes back here stays on
        // the button that now says Booked instead of falling to the top of the page.
        <button ref={buttonRef} type="button" className="btn btn-sm btn-disabled" aria-disabled="true">
          {status}
        </button>
      )}
      {/*
        Kept open whatever the status becomes meanwhile: the lists are read again while the modal is open (after a
        refused booking, say), and the buyer must still read why.
      */}
      {open && form && (
        <form.BookingModal
          product={product}
          buyer={{ name: user.name, email: user.email }}
          onClose={() => setOpen(false)}
          onBooked={() => setBookedHere(true)}
        />
      )}
    </>
  );
}
