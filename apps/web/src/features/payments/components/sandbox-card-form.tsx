import { useId, useMemo } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARD_BRAND_NAMES,
  cvcLengths,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  makeCardFormSchema,
  type CardFormValues,
  type SandboxCard,
} from '@restrung/shared/card';
import { SubmitButton } from '../../../components/submit-button.tsx';

export const SANDBOX_NOTICE =
  'Test mode: no real charge is made. Use card 4242 4242 4242 4242 with any future date and any CVC.';

interface SandboxCardFormProps {
  /** Receives the checked card (number as digits); the page sends it to the sandbox confirm call. */
  onSubmit: (card: SandboxCard) => void | Promise<void>;
  /** True until the client secret is there (SPEC.md section 5). */
  disabled: boolean;
  /** A payment is in progress: Pay is disabled too, but keeps the focus (components/submit-button.tsx). */
  busy?: boolean;
  submitLabel: string;
  /** The processor's message for the last attempt, shown in red under the form (SPEC.md section 8). */
  error?: string;
  /** Called on every press of Pay, before the card is checked, so the page can clear the last attempt's outcome. */
  onAttempt?: () => void;
  /** The clock the expiry is judged by; tests pin it. */
  now?: () => Date;
}

/**
 * The card form of the sandbox provider. It checks the card with the same rules as the server
 * (packages/shared/src/card.ts) and holds the number only in the input while the page is open.
 */
export function SandboxCardForm({
  onSubmit,
  disabled,
  busy = false,
  submitLabel,
  error,
  onAttempt,
  now,
}: SandboxCardFormProps) {
  const id = useId();
  const schema = useMemo(() => makeCardFormSchema(now), [now]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues, unknown, SandboxCard>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const brand = detectBrand(watch('number'));

  const fields = [
    {
      name: 'number' as const,
      label: 'Card number',
      autoComplete: 'cc-number',
      placeholder: '1234 1234 1234 1234',
      format: formatCardNumber,
      maxLength: 23,
    },
    {
      name: 'expiry' as const,
      label: 'Expiry date',
      autoComplete: 'cc-exp',
      placeholder: 'MM / YY',
      format: formatExpiry,
      maxLength: 7,
    },
    {
      name: 'cvc' as const,
      label: 'CVC',
      autoComplete: 'cc-csc',
      placeholder: brand === 'amex' ? '1234' : '123',
      format: (value: string) => value.replace(/\D/g, ''),
      maxLength: Math.max(...cvcLengths(brand)),
    },
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        onAttempt?.();
        return handleSubmit(onSubmit)(event);
      }}
      className="flex flex-col gap-3"
      aria-label="Card details"
    >
      <p role="note" className="alert alert-info alert-soft text-sm">
        {SANDBOX_NOTICE}
      </p>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const message = errors[field.name]?.message;
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <div className="flex items-center justify-between">
              <label htmlFor={inputId} className="label text-sm">
                {field.label}
              </label>
              {field.name === 'number' && brand !== 'unknown' && (
                <span className="badge badge-neutral badge-sm" aria-live="polite">
                  {CARD_BRAND_NAMES[brand]}
                </span>
              )}
            </div>
            <input
              id={inputId}
              className={`input w-full ${message ? 'input-error' : ''}`}
              type="text"
              inputMode="numeric"
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
              {...formatted(register(field.name), field.format)}
            />
            {message && (
              <p id={`${inputId}-error`} className="text-error text-sm">
                {message}
              </p>
            )}
          </div>
        );
      })}
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      <SubmitButton className="btn btn-primary" busy={busy || isSubmitting} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** Formats what is typed before react-hook-form reads it, so the field shows "4242 4242 ..." as one types. */
function formatted(field: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}
