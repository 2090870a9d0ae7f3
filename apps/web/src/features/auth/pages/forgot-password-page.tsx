import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@restrung/shared/user-input';
import { FormField } from '../../../components/form-field.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { requestPasswordReset } from '../api.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      setError((e as Error).message);
    }
  });

  if (sentTo)
    return (
      <AuthCard title="Check Your Email">
        <p role="status">
          If <strong>{sentTo}</strong> has a Restrung account, we have sent it a link to choose a new password. The link
          works once, for one hour.
        </p>
        <p className="mt-4 text-sm">
          Nothing arrived? Check your spam folder, or{' '}
          <button type="button" className="link link-primary" onClick={() => setSentTo(null)}>
            try again
          </button>
          .
        </p>
        <Link to="/login" className="btn btn-primary mt-4 w-full">
          Back to Sign In
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title="Forgot Password">
      <p className="mb-4 text-sm">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      {/* POST: a send before the app has its handler on it is held back (lib/forms-before-start.ts). */}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <input type="email" autoComplete="email" className="input w-full" {...form.register('email')} />
        </FormField>
        {error && (
          <p role="alert" className="font-medium text-error">
            {error}
          </p>
        )}
        <SubmitButton className="btn btn-primary w-full" busy={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? 'Sending…' : 'Send Reset Link'}
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm">
        Remembered it?{' '}
        <Link to="/login" className="link link-primary font-semibold">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
