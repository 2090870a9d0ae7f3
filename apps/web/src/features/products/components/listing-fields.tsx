import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONDITIONS } from '@restrung/shared/constants';
import type { Category } from '@restrung/shared/category';
import { FormField } from '../../../components/form-field.tsx';
import { PhotoPicker } from '../photos/photo-picker.tsx';
import type { PhotoItem } from '../photos/photo-items.ts';
import { GuitarDetailsFields } from './guitar-details-fields.tsx';
import type { ListingFormInput, ListingFormOutput } from './listing-form-schema.ts';

const CONDITION_LABELS: Record<(typeof CONDITIONS)[number], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  moderate: 'Moderate',
  bad: 'Bad',
};

/** A field with a message gets a red border too (FormField sets aria-invalid). */
const INVALID = 'aria-invalid:border-error';

interface Props {
  form: UseFormReturn<ListingFormInput, unknown, ListingFormOutput>;
  categories: Category[];
  busy: boolean;
  /** A Booked guitar keeps its asking price: the field is read-only. */
  lockAskingPrice?: boolean;
}

/** The listing's fields, shared by Add A Product and the edit page: SPEC.md section 5's, photos and details. */
export function ListingFields({ form, categories, busy, lockAskingPrice = false }: Props) {
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <FormField label="Product Name" error={errors.productName?.message}>
        <input
          type="text"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. Fender Player Stratocaster"
          {...register('productName')}
        />
      </FormField>
      <FormField label="Category" error={errors.categoryid?.message}>
        <select className={`select w-full ${INVALID}`} {...register('categoryid')}>
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
        <Controller
          control={form.control}
          name="photos"
          render={({ field, fieldState }) => (
            <PhotoPicker
              items={field.value as PhotoItem[]}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={busy}
              inputRef={field.ref}
            />
          )}
        />
      </div>
      <FormField label="Market Price" error={errors.marketPrice?.message} hint="In dollars: what it costs new.">
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 849"
          {...register('marketPrice')}
        />
      </FormField>
      <FormField
        label="Asking Price"
        error={errors.askingPrice?.message}
        hint={lockAskingPrice ? 'Booked: the price cannot change.' : 'In dollars: what you want for it.'}
      >
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          readOnly={lockAskingPrice}
          className={`input w-full ${INVALID} ${lockAskingPrice ? 'bg-base-200' : ''}`}
          placeholder="e.g. 620"
          {...register('askingPrice')}
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
          {...register('usedYears')}
        />
      </FormField>
      <FormField label="Condition" error={errors.condition?.message}>
        <select className={`select w-full ${INVALID}`} {...register('condition')}>
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
          {...register('location')}
        />
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        <input
          type="tel"
          autoComplete="tel"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. +1 555 0110"
          {...register('phone')}
        />
      </FormField>
      <div className="md:col-span-2">
        <FormField label="Description" error={errors.description?.message}>
          <textarea
            rows={5}
            className={`textarea w-full ${INVALID}`}
            placeholder="How it plays, its history, any wear or repairs."
            {...register('description')}
          />
        </FormField>
      </div>
      <GuitarDetailsFields
        register={register}
        errors={errors}
        categoryId={form.watch('categoryid')}
        brandChoice={form.watch('brandChoice')}
      />
    </>
  );
}
