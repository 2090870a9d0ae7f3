import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@restrung/shared/user-input';
import { MESSAGES } from '@restrung/shared/messages';
import { ApiClientError } from '../../../lib/api-client.ts';
import { PasswordInput } from '../components/password-input.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { resetPassword } from '../api.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

const INVALID_LINK = 'This link has expired or was already used. Please ask for a new one.';

/** Opened from the reset email: a new password, then sign in again (every session has ended). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (e) {
      const code = e instanceof ApiClientError ? e.code : undefined;
      setError(
        code === 'INVALID_TOKEN'
          ? INVALID_LINK
          : code === 'PASSWORD_TOO_SHORT'
            ? MESSAGES.passwordTooShort
            : (e as Error).message,
      );
    }
  });

  if (done)
    return (
      <AuthCard title="Password Changed">
        <p role="status">
          Your password has been changed and you have been signed out everywhere. Please sign in with your new password.
        </p>
        <Link to="/login" className="btn btn-primary mt-4 w-full">
          Sign In
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a New Password">
      {/* POST: sent by the browser before the app has its handler on it, the password must not go into the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={form.formState.errors.confirm?.message}
          {...form.register('confirm')}
        />
        {error && (
          <p role="alert" className="font-medium text-error">
            {error}{' '}
            {error === INVALID_LINK && (
              <Link to="/forgot-password" className="link">
                Send a new link
              </Link>
            )}
          </p>
        )}
        <SubmitButton className="btn btn-primary w-full" busy={busy} disabled={!token}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? 'Saving…' : 'Save New Password'}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
