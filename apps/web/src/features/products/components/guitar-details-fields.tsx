import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  BODY_TYPE_LABELS,
  BRANDS,
  CASE_LABELS,
  CASE_OPTIONS,
  HANDEDNESS,
  HANDEDNESS_LABELS,
  OTHER_BRAND,
  bodyTypesFor,
} from '@restrung/shared/guitar-details';
import { FormField } from '../../../components/form-field.tsx';
import type { ListingFormInput } from './listing-form-schema.ts';

const INVALID = 'aria-invalid:border-error';

interface Props {
  register: UseFormRegister<ListingFormInput>;
  errors: FieldErrors<ListingFormInput>;
  categoryId: string | undefined;
  brandChoice: string | undefined;
}

/** The guitar's details (issue 12): all optional, grouped apart from the spec's required fields. */
export function GuitarDetailsFields({ register, errors, categoryId, brandChoice }: Props) {
  return (
    <fieldset className="grid gap-5 rounded-box border border-base-300 p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-2 font-semibold">Guitar details (optional)</legend>
      <FormField label="Brand" error={errors.brandChoice?.message}>
        <select className={`select w-full ${INVALID}`} {...register('brandChoice')}>
          <option value="">Not given</option>
          {BRANDS.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
          <option value={OTHER_BRAND}>{OTHER_BRAND}</option>
        </select>
      </FormField>
      {brandChoice === OTHER_BRAND ? (
        <FormField label="Maker's name" error={errors.brandOther?.message}>
          <input type="text" className={`input w-full ${INVALID}`} {...register('brandOther')} />
        </FormField>
      ) : (
        <div className="hidden md:block" />
      )}
      <FormField label="Model" error={errors.model?.message}>
        <input
          type="text"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. Stratocaster"
          {...register('model')}
        />
      </FormField>
      <FormField label="Year Built" error={errors.yearBuilt?.message} hint="The year it was made, not bought.">
        <input
          type="text"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 1979"
          {...register('yearBuilt')}
        />
      </FormField>
      <FormField label="Body Type" error={errors.bodyType?.message}>
        <select className={`select w-full ${INVALID}`} {...register('bodyType')}>
          <option value="">Not given</option>
          {bodyTypesFor(categoryId).map((type) => (
            <option key={type} value={type}>
              {BODY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Handedness" error={errors.handedness?.message}>
        <select className={`select w-full ${INVALID}`} {...register('handedness')}>
          <option value="">Not given</option>
          {HANDEDNESS.map((hand) => (
            <option key={hand} value={hand}>
              {HANDEDNESS_LABELS[hand]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Number Of Strings" error={errors.strings?.message}>
        <input
          type="text"
          inputMode="numeric"
          maxLength={2}
          className={`input w-full ${INVALID}`}
          placeholder="e.g. 6"
          {...register('strings')}
        />
      </FormField>
      <FormField label="Finish" error={errors.finish?.message}>
        <input
          type="text"
          className={`input w-full ${INVALID}`}
          placeholder="e.g. Three-tone sunburst"
          {...register('finish')}
        />
      </FormField>
      <FormField
        label="Serial Number"
        error={errors.serialNumber?.message}
        hint="Private: buyers see only its last characters."
      >
        <input type="text" autoComplete="off" className={`input w-full ${INVALID}`} {...register('serialNumber')} />
      </FormField>
      <FormField label="Case" error={errors.caseIncluded?.message}>
        <select className={`select w-full ${INVALID}`} {...register('caseIncluded')}>
          <option value="">Not given</option>
          {CASE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {CASE_LABELS[option]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="md:col-span-2">
        <FormField label="Modifications" error={errors.modifications?.message}>
          <textarea
            rows={3}
            className={`textarea w-full ${INVALID}`}
            placeholder="Anything changed from stock: pickups, tuners, refrets, repairs."
            {...register('modifications')}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
