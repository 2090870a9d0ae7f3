import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import type { SessionUser } from '@restrung/shared/user';
import {
  changePasswordFormSchema,
  nameFormSchema,
  type ChangePasswordForm,
  type NameForm,
} from '@restrung/shared/user-input';
import { ApiClientError } from '../../../lib/api-client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { changePassword, updateName, useSession } from '../api.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

function NameSection({ user }: { user: SessionUser }) {
  const form = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), defaultValues: { name: user.name } });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await updateName(name.trim());
      form.reset({ name: name.trim() });
      toast.success('Your name was saved');
    } catch (e) {
      form.setError('root', { message: (e as Error).message });
    }
  });
  return (
    <section aria-labelledby="profile-name" className="card border border-base-300 bg-base-100">
      <form onSubmit={onSubmit} noValidate className="card-body gap-4">
        <h2 id="profile-name" className="card-title">
          Your Name
        </h2>
        <p className="text-sm text-base-content/70">
          Shown on your listings and orders. Your email address, {user.email}, cannot be changed.
        </p>
        <FormField label="Name" error={form.formState.errors.name?.message}>
          <input type="text" autoComplete="name" className="input w-full" {...form.register('name')} />
        </FormField>
        {form.formState.errors.root && (
          <p role="alert" className="font-medium text-error">
            {form.formState.errors.root.message}
          </p>
        )}
        <SubmitButton className="btn btn-primary self-start" busy={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? 'Saving…' : 'Save Name'}
        </SubmitButton>
      </form>
    </section>
  );
}

function PasswordSection({ user }: { user: SessionUser }) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async ({ current, password }) => {
    try {
      await changePassword(user.email, current, password);
      form.reset();
      toast.success('Your password was changed. Other devices have been signed out.');
    } catch (e) {
      const code = e instanceof ApiClientError ? e.code : undefined;
      if (code === 'INVALID_PASSWORD') form.setError('current', { message: 'This is not your current password.' });
      else form.setError('root', { message: (e as Error).message });
    }
  });
  return (
    <section aria-labelledby="profile-password" className="card border border-base-300 bg-base-100">
      <form onSubmit={onSubmit} noValidate className="card-body gap-4">
        <h2 id="profile-password" className="card-title">
          Change Password
        </h2>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          error={errors.current?.message}
          {...form.register('current')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        {errors.root && (
          <p role="alert" className="font-medium text-error">
            {errors.root.message}
          </p>
        )}
        <SubmitButton className="btn btn-primary self-start" busy={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? 'Saving…' : 'Change Password'}
        </SubmitButton>
      </form>
    </section>
  );
}

/** Dashboard > Profile: a person's own name and password. */
export function ProfilePage() {
  const { user, isLoading } = useSession();
  if (isLoading || !user) return <Spinner label="Loading your profile" />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Profile</h1>
      <NameSection user={user} />
      <PasswordSection user={user} />
    </div>
  );
}
