import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_LIMITS } from '@restrung/shared/review';
import { reviewInputSchema, type ReviewInput } from '@restrung/shared/review-input';
import { FormField } from '../../../components/form-field.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { StarInput } from './star-input.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';

interface ReviewFormProps {
  initial?: ReviewInput;
  submitLabel: string;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
}

/** Stars and text, checked by the same schema as the server; a refusal from the server is shown above the button. */
export function ReviewForm({ initial, submitLabel, onSubmit }: ReviewFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: initial ?? { rating: 0, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setFailure(error instanceof ApiClientError ? error.message : 'The review could not be saved. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />
        )}
      />
      <FormField
        label="Your review"
        error={errors.text?.message}
        hint={`Plain text, ${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters.`}
      >
        <textarea className="textarea h-36 w-full" maxLength={REVIEW_LIMITS.textMax} {...form.register('text')} />
      </FormField>
      {failure && (
        <p role="alert" className="font-medium text-error">
          {failure}
        </p>
      )}
      <SubmitButton className="btn btn-primary self-start" busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </SubmitButton>
    </form>
  );
}
