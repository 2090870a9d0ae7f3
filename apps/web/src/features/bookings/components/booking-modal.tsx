import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { bookingFormSchema, BOOKING_LIMITS, type BookingForm } from '@restrung/shared/booking';
import type { Product } from '@restrung/shared/product';
import { ApiClientError } from '../../../lib/api-client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { formatPrice } from '@restrung/shared/format-number';
import { invalidateAfterOrderChange, useBookProduct } from '../api.ts';
import { BookedToast } from './booked-toast.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';

interface BookingModalProps {
  product: Product;
  buyer: { name: string; email: string };
  /** The modal is closing (Escape, Cancel, the backdrop while nothing is typed, or a successful booking). */
  onClose: () => void;
  onBooked?: () => void;
}

const BOOKING_FAILED = 'Your booking could not be made. Please try again.';

const supportsModal = () =>
  typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

/**
 * The booking modal (SPEC.md sections 2 and 5): the buyer, the guitar and its price read-only; the phone number and
 * location typed. A native <dialog> opened as a modal traps focus, closes on Escape and sits above every page. It is
 * rendered into <body>, so a card around the Book Now button (a link, say) never receives its clicks.
 */
export function BookingModal({ product, buyer, onClose, onBooked }: BookingModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const booking = useBookProduct();
  const client = useQueryClient();
  // The server refused the booking (booked by someone else, sold, removed): the pages learn it once the modal closes.
  const refused = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { buyersName: buyer.name, buyersEmail: buyer.email, phone: '', location: '' },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && supportsModal()) dialog.showModal();
    // The read-only fields need no typing: start at the first one the buyer fills in.
    setFocus('phone');
    return () => {
      if (dialog?.open && supportsModal()) dialog.close();
      if (refused.current) void invalidateAfterOrderChange(client);
    };
  }, [setFocus, client]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    let orderId: string;
    try {
      ({ insertedId: orderId } = await booking.mutateAsync({
        productId: product._id,
        phone: values.phone,
        location: values.location,
      }));
    } catch (e) {
      // 409 "Sorry, this guitar has just been booked by someone else.": said plainly, nothing was created.
      refused.current = e instanceof ApiClientError && e.status >= 400 && e.status < 500;
      setError(e instanceof ApiClientError ? e.message : BOOKING_FAILED);
      return;
    }
    toast.success(<BookedToast orderId={orderId} />);
    reset({ buyersName: buyer.name, buyersEmail: buyer.email, phone: '', location: '' });
    onBooked?.();
    onClose();
  });

  const readOnlyClass = 'input w-full bg-base-200 text-base-content/80';
  const busy = booking.isPending;

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through React, so the button that opened it gets its focus back.
        event.preventDefault();
        onClose();
      }}
      open={supportsModal() ? undefined : true}
    >
      <div className="modal-box max-h-[90dvh] w-full max-w-2xl">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold">
            Book {product.productName}
          </h2>
          <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Name" error={errors.buyersName?.message}>
              <input type="text" readOnly className={readOnlyClass} {...register('buyersName')} />
            </FormField>
            <FormField label="Email" error={errors.buyersEmail?.message}>
              <input type="email" readOnly className={readOnlyClass} {...register('buyersEmail')} />
            </FormField>
          </div>
          <FormField label="Product">
            <input type="text" readOnly className={readOnlyClass} value={product.productName} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Price">
              <input type="text" readOnly className={readOnlyClass} value={formatPrice(product.askingPrice)} />
            </FormField>
            <FormField label="Year of purchase">
              <input type="text" readOnly className={readOnlyClass} value={product.usedYears} />
            </FormField>
          </div>
          <FormField label="Description">
            <textarea
              readOnly
              rows={2}
              className="textarea w-full resize-none bg-base-200 text-base-content/80"
              value={product.description}
            />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Phone Number" error={errors.phone?.message}>
              <input
                type="tel"
                autoComplete="tel"
                maxLength={BOOKING_LIMITS.phone}
                className="input w-full"
                {...register('phone')}
              />
            </FormField>
            <FormField label="Your Location" error={errors.location?.message}>
              <input
                type="text"
                autoComplete="address-level2"
                maxLength={BOOKING_LIMITS.location}
                className="input w-full"
                {...register('location')}
              />
            </FormField>
          </div>
          {error && (
            <p role="alert" className="font-medium text-error">
              {error}
            </p>
          )}
          <div className="modal-action mt-2">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <SubmitButton className="btn btn-primary" busy={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {busy ? 'Booking…' : 'Book Now'}
            </SubmitButton>
          </div>
        </form>
      </div>
      {/*
        A click beside the box closes it, as with any modal, until something is typed: on a phone the dimmed strip
        above the sheet is easily tapped, and the phone and location would be thrown away. Escape, Cancel and Close
        always close (keyboard users have those).
      */}
      <button
        type="button"
        className="modal-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => {
          if (!isDirty) onClose();
        }}
      >
        close
      </button>
    </dialog>,
    document.body,
  );
}
