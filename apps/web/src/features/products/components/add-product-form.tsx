import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { CONDITIONS } from '@restrung/shared/constants';
import { MESSAGES } from '@restrung/shared/messages';
import { productFormSchema } from '@restrung/shared/product';
import type { Category } from '@restrung/shared/category';
import { FormField } from '../../../components/form-field.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useAddProduct, type AddProductStep } from '../api.ts';

/** SPEC.md section 5: the product's fields, plus the seller's name and email, read-only and prefilled. */
const addProductFormSchema = productFormSchema.extend({
  sellerName: z.string().trim().min(1, MESSAGES.nameRequired),
  sellerEmail: z.string().trim().min(1, 'Email is required'),
});
type FormInput = z.input<typeof addProductFormSchema>;
type FormOutput = z.output<typeof addProductFormSchema>;

const CONDITION_LABELS: Record<(typeof CONDITIONS)[number], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  moderate: 'Moderate',
  bad: 'Bad',
};

/** A field with a message gets a red border too (FormField sets aria-invalid). */
const INVALID = 'aria-invalid:border-error';

const BUTTON_TEXT: Record<AddProductStep | 'idle', string> = {
  idle: 'Add Product',
  uploading: 'Uploading photo…',
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addProductFormSchema),
    defaultValues: {
      sellerName: seller.name,
      sellerEmail: seller.email,
      productName: '',
      photo: undefined,
      categoryid: '',
      marketPrice: '',
      askingPrice: '',
      usedYears: '',
      condition: '' as FormInput['condition'],
      location: '',
      phone: '',
      description: '',
    },
  });
  const errors = form.formState.errors;
  const preview = usePhotoPreview(form.watch('photo') as FileList | undefined);

  const onSubmit = form.handleSubmit(async ({ sellerName: _name, sellerEmail: _email, photo, ...values }) => {
    setFailure(null);
    const file = Array.from(photo)[0]!;
    try {
      await addProduct.mutateAsync({ ...values, photo: file });
    } catch (error) {
      // The typed input stays; the seller can fix what the message says and try again.
      const message = describeFailure(stepRef.current, error);
      setFailure(message);
      toast.error(message);
      stepRef.current = 'idle';
      setStep('idle');
      return;
    }
    stepRef.current = 'idle';
    setStep('idle');
    toast.success(MESSAGES.toastProductAdded);
    form.reset();
    navigate('/dashboard/myproducts');
  });

  const busy = step !== 'idle' || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5 md:grid-cols-2">
      <FormField label="Seller Name" error={errors.sellerName?.message} hint="From your account.">
        <input type="text" readOnly className="input w-full bg-base-200" {...form.register('sellerName')} />
      </FormField>
      <FormField label="Seller Email" error={errors.sellerEmail?.message} hint="Buyers' bookings reach you here.">
        <input type="email" readOnly className="input w-full bg-base-200" {...form.register('sellerEmail')} />
      </FormField>
      <FormField label="Product Name" error={errors.productName?.message}>
        <input
          type="text"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. Fender Player Stratocaster"
          {...form.register('productName')}
        />
      </FormField>
      <FormField label="Category" error={errors.categoryid?.message}>
        <select className={`select w-full ${INVALID}`} {...form.register('categoryid')}>
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.category}
            </option>
          ))}
        </select>
      </FormField>
      <div className="md:col-span-2">
        <FormField
          label="Product Image"
          error={errors.photo?.message as string | undefined}
          hint="One JPEG, PNG or WebP photo of the guitar, up to 5 MB."
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className={`file-input w-full ${INVALID}`}
            {...form.register('photo')}
          />
        </FormField>
        {preview && (
          <img
            src={preview}
            alt="Preview of the chosen photo"
            width={160}
            height={120}
            className="mt-3 h-30 w-40 rounded-box object-cover shadow"
          />
        )}
      </div>
      <FormField label="Market Price" error={errors.marketPrice?.message} hint="In dollars: what it costs new.">
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 849"
          {...form.register('marketPrice')}
        />
      </FormField>
      <FormField label="Asking Price" error={errors.askingPrice?.message} hint="In dollars: what you want for it.">
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 620"
          {...form.register('askingPrice')}
        />
      </FormField>
      <FormField label="Year Of Purchase" error={errors.usedYears?.message}>
        <input
          type="text"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 2019"
          {...form.register('usedYears')}
        />
      </FormField>
      <FormField label="Condition" error={errors.condition?.message}>
        <select className={`select w-full ${INVALID}`} {...form.register('condition')}>
          <option value="" disabled>
            Choose a condition
          </option>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Location" error={errors.location?.message}>
        <input
          type="text"
          autoComplete="address-level2"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. Austin, TX"
          {...form.register('location')}
        />
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        <input
          type="tel"
          autoComplete="tel"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. +1 555 0110"
          {...form.register('phone')}
        />
      </FormField>
      <div className="md:col-span-2">
        <FormField label="Description" error={errors.description?.message}>
          <textarea
            rows={5}
            className={`textarea w-full ${INVALID}`}
            placeholder="How it plays, its history, any wear or repairs."
            {...form.register('description')}
          />
        </FormField>
      </div>
      <div className="flex flex-col gap-3 md:col-span-2">
        {failure && (
          <p role="alert" className="font-medium text-error">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full md:w-auto md:self-start" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {BUTTON_TEXT[step]}
        </button>
      </div>
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

/** A local preview of the chosen file, released when it changes or the form goes away. */
function usePhotoPreview(files: FileList | undefined): string | null {
  const file = files?.[0];
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
