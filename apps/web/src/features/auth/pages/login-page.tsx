import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInFormSchema, type SignInForm } from '@restrung/shared/user-input';
import { MESSAGES } from '@restrung/shared/messages';
import { ApiClientError } from '../../../lib/api-client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { finishGoogleSignIn, signInWithEmail, useSession } from '../api.ts';
import { returnPath } from '../return-path.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';

export function LoginPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const from = returnPath(location, search);
  const { user } = useSession();
  const [error, setError] = useState<string | null>(
    search.get('google') === 'failed' ? 'Google sign-in did not complete. Please try again.' : null,
  );
  const [loading, setLoading] = useState(false);
  const googleHandled = useRef(false);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  // Back from Google: the provider's session becomes our stored token, then on to where the person was going.
  useEffect(() => {
    if (search.get('google') !== '1' || googleHandled.current) return;
    googleHandled.current = true;
    setLoading(true);
    finishGoogleSignIn()
      .then(() => navigate(from, { replace: true }))
      .catch((e: Error) => {
        setError(e instanceof ApiClientError ? e.message : 'Google sign-in did not complete. Please try again.');
        setLoading(false);
      });
  }, [search, from, navigate]);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setLoading(true);
    try {
      await signInWithEmail(email, password);
      navigate(from, { replace: true });
    } catch (e) {
      // 401 is the wrong password; a rate limit or an outage deserves its own words.
      const status = e instanceof ApiClientError ? e.status : 0;
      setError(status === 401 || status === 400 ? MESSAGES.wrongCredentials : (e as Error).message);
      setLoading(false);
    }
  });

  /** Set by the sign-up page when the server signed nobody in (a mail server is configured). */
  const checkEmail = (location.state as { checkEmail?: string } | null)?.checkEmail;
  const stoppedByGuard = Boolean(user && (location.state as { from?: unknown } | null)?.from);

  return (
    <AuthCard title="Sign In">
      {checkEmail && (
        <p role="status" className="alert alert-info alert-soft mb-4 text-sm">
          Thank you for signing up. We have sent a link to {checkEmail} to confirm your address. You can sign in now.
        </p>
      )}
      {stoppedByGuard && (
        <p role="status" className="alert alert-warning alert-soft mb-4 text-sm">
          You are signed in as {user!.email}, which cannot open that page. Sign in with another account.
        </p>
      )}
      {/* POST: sent by the browser before the app has its handler on it, the password must not go into the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <input type="email" autoComplete="email" className="input w-full" {...form.register('email')} />
        </FormField>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className="link link-primary -mt-2 self-end text-sm">
          Forgot password?
        </Link>
        {error && (
          <p role="alert" className="font-medium text-error">
            {error}
          </p>
        )}
        <SubmitButton className="btn btn-primary w-full" busy={loading}>
          {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {loading ? 'Signing in…' : 'Sign In'}
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm">
        New to Restrung?{' '}
        <Link to="/signup" state={location.state} className="link link-primary font-semibold">
          Create Account
        </Link>
      </p>
      <div className="divider">or</div>
      <GoogleButton from={from} />
    </AuthCard>
  );
}
