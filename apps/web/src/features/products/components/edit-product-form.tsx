import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { Category } from '@restrung/shared/category';
import type { Product } from '@restrung/shared/product';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useUpdateProduct } from '../api.ts';
import type { PhotoItem } from '../photos/photo-items.ts';
import { useLeaveGuard } from '../../../components/use-leave-guard.ts';
import { ListingFields } from './listing-fields.tsx';
import { ListingSubmitRow } from './listing-submit-row.tsx';
import {
  listingFormSchema,
  listingFromProduct,
  listingValues,
  type ListingFormInput,
  type ListingFormOutput,
} from './listing-form-schema.ts';

export const LISTING_SAVED = 'Your listing has been updated.';

const BUTTON_TEXT = { idle: 'Save Changes', uploading: 'Uploading photos…', saving: 'Saving…' } as const;

/**
 * The owner's edit of a listing: every field but the seller. A Booked guitar's price is shown and cannot change;
 * the server refuses it too, and refuses any edit once the guitar is Paid (the page does not offer the form then).
 */
export function EditProductForm({ product, categories }: { product: Product; categories: Category[] }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<keyof typeof BUTTON_TEXT>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProduct(product._id, setStep);
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: listingFromProduct(product),
  });
  const leaveFreely = useLeaveGuard(form.formState.isDirty);
  const booked = product.status === 'Booked';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({
        ...listingValues(values),
        photos: values.photos as PhotoItem[],
        onPhotos: (items) => form.setValue('photos', items),
      });
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.';
      // Said once, beside the button that keeps the focus, as on the add form.
      setFailure(`Your changes could not be saved: ${reason}`);
      setStep('idle');
      return;
    }
    setStep('idle');
    toast.success(LISTING_SAVED);
    leaveFreely();
    navigate(`/product/${product._id}`);
  });

  const busy = step !== 'idle' || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5 md:grid-cols-2">
      {booked && (
        <p role="note" className="alert alert-info md:col-span-2">
          A buyer has booked this guitar, so its asking price stays as it is. You can still change the other fields.
        </p>
      )}
      <ListingFields form={form} categories={categories} busy={busy} lockAskingPrice={booked} />
      <ListingSubmitRow failure={failure} busy={busy} label={BUTTON_TEXT[step]} />
    </form>
  );
}
