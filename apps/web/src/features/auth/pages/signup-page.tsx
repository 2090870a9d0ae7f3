import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signUpFormSchema, type SignUpForm } from '@restrung/shared/user-input';
import { MESSAGES } from '@restrung/shared/messages';
import { ApiClientError } from '../../../lib/api-client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { signUp, SignUpError } from '../api.ts';
import { uploadImage } from '../../images/api.ts';
import { returnPath } from '../return-path.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

type SignUpValues = Omit<SignUpForm, 'photo'> & { photo: FileList | undefined };

const schemaResolver = zodResolver(signUpFormSchema) as unknown as Resolver<SignUpValues>;

/** The schema's resolver, plus "Password did not match" at once, even while other fields are still missing. */
const resolver: Resolver<SignUpValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.confirm && values.password !== values.confirm && !result.errors.confirm) {
    return {
      values: {},
      errors: { ...result.errors, confirm: { type: 'validate', message: MESSAGES.passwordMismatch } },
    };
  }
  return result;
};

/** Why the account could not be created, in words a person can act on. */
function accountError(error: unknown): string {
  if (error instanceof SignUpError) {
    if (error.code === 'PASSWORD_TOO_SHORT') return MESSAGES.passwordTooShort;
    if (error.code?.startsWith('USER_ALREADY_EXISTS'))
      return 'An account with this email already exists. Please sign in instead.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'Your account could not be created. Please try again.';
}

export function SignupPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'idle' | 'uploading' | 'creating'>('idle');
  const form = useForm<SignUpValues>({
    resolver,
    defaultValues: { name: '', email: '', role: 'buyer', password: '', confirm: '', photo: undefined },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const file = values.photo?.[0];
    if (!file) return;
    // SPEC.md: the photo is uploaded first; the account is created only if the upload succeeded.
    setStep('uploading');
    let image: string;
    try {
      image = await uploadImage(file);
    } catch (e) {
      setError(
        e instanceof ApiClientError
          ? `Your photo could not be uploaded: ${e.message}`
          : 'Your photo could not be uploaded. Please try again.',
      );
      setStep('idle');
      return;
    }
    setStep('creating');
    try {
      const { signedIn } = await signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
        image,
      });
      if (signedIn) navigate(returnPath(location, search), { replace: true });
      else navigate('/login', { state: { ...location.state, checkEmail: values.email.trim() } });
    } catch (e) {
      setError(accountError(e));
      setStep('idle');
    }
  });

  const busy = step !== 'idle';
  return (
    <AuthCard title="Sign Up">
      {/* POST: sent by the browser before the app has its handler on it, the password must not go into the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" className="input w-full" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className="input w-full" {...form.register('email')} />
        </FormField>
        <FormField
          label="Photo"
          error={errors.photo?.message as string | undefined}
          hint="A JPEG, PNG or WebP picture of you, up to 5 MB."
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="file-input w-full"
            {...form.register('photo')}
          />
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <select className="select w-full" {...form.register('role')}>
            <option value="buyer">Buyer</option>
            <option value="seller">Seller</option>
          </select>
        </FormField>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        {error && (
          <p role="alert" className="font-medium text-error">
            {error}
          </p>
        )}
        <SubmitButton className="btn btn-primary w-full" busy={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {step === 'uploading' ? 'Uploading photo…' : step === 'creating' ? 'Creating account…' : 'Sign Up'}
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="link link-primary font-semibold">
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
