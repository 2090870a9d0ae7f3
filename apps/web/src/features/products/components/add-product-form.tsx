import { OTHER_BRAND } from '@restrung/shared/guitar-details';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { Category } from '@restrung/shared/category';
import { FormField } from '../../../components/form-field.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useAddProduct, type AddProductStep } from '../api.ts';
import type { PhotoItem } from '../photos/photo-items.ts';
import { ListingFields } from './listing-fields.tsx';
import { ListingSubmitRow } from './listing-submit-row.tsx';
import { PriceGuide } from './price-guide.tsx';
import {
  emptyListing,
  listingFormSchema,
  listingValues,
  type ListingFormInput,
  type ListingFormOutput,
} from './listing-form-schema.ts';

const BUTTON_TEXT: Record<AddProductStep | 'idle', string> = {
  idle: 'Add Product',
  uploading: 'Uploading photos…',
  creating: 'Adding product…',
};

interface Props {
  seller: { name: string; email: string };
  categories: Category[];
}

export function AddProductForm({ seller, categories }: Props) {
  const navigate = useNavigate();
  const [step, setStep] = useState<AddProductStep | 'idle'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // Read in the failure handler, which would otherwise see the step of the render that started the submit.
  const stepRef = useRef<AddProductStep | 'idle'>('idle');
  const addProduct = useAddProduct((next) => {
    stepRef.current = next;
    setStep(next);
  });
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: emptyListing(seller),
  });
  const leaveFreely = useLeaveGuard(form.formState.isDirty);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addProduct.mutateAsync({
        ...listingValues(values),
        photos: values.photos as PhotoItem[],
        onPhotos: (items) => form.setValue('photos', items),
      });
    } catch (error) {
      // The typed input stays; the seller can fix what the message says and try again. Said once, beside the
      // button that keeps the focus: a toast as well was read out a second time.
      setFailure(describeFailure(stepRef.current, error));
      stepRef.current = 'idle';
      setStep('idle');
      return;
    }
    stepRef.current = 'idle';
    setStep('idle');
    toast.success(MESSAGES.toastProductAdded);
    form.reset();
    leaveFreely();
    navigate('/dashboard/myproducts');
  });

  const busy = step !== 'idle' || form.formState.isSubmitting;
  // Recent sale prices of the brand and model typed so far (shown from 3 sales).
  const brandChoice = String(form.watch('brandChoice') ?? '');
  const brandChosen = brandChoice === OTHER_BRAND ? String(form.watch('brandOther') ?? '') : brandChoice;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5 md:grid-cols-2">
      <FormField label="Seller Name" error={errors.sellerName?.message} hint="From your account.">
        <input type="text" readOnly className="input w-full bg-base-200" {...form.register('sellerName')} />
      </FormField>
      <FormField label="Seller Email" error={errors.sellerEmail?.message} hint="Buyers' bookings reach you here.">
        <input type="email" readOnly className="input w-full bg-base-200" {...form.register('sellerEmail')} />
      </FormField>
      <ListingFields form={form} categories={categories} busy={busy} />
      <div className="md:col-span-2" aria-live="polite">
        <PriceGuide brand={brandChosen} model={String(form.watch('model') ?? '')} />
      </div>
      <ListingSubmitRow failure={failure} busy={busy} label={BUTTON_TEXT[step]} />
    </form>
  );
}

/** What went wrong, in the server's words (written for people), and at which step. */
function describeFailure(step: AddProductStep | 'idle', error: unknown): string {
  const reason = error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.';
  return step === 'uploading'
    ? `Your photo could not be uploaded: ${reason}`
    : `Your product could not be added: ${reason}`;
}
