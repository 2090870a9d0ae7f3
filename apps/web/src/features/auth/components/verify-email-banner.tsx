import { useState } from 'react';
import { resendVerificationEmail, useSession } from '../api.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** Until the signed-in person opens the link we emailed, a reminder with a way to get a new link. */
export function VerifyEmailBanner({ className = '' }: { className?: string }) {
  const { user } = useSession();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [problem, setProblem] = useState('');
  if (user?.emailVerified !== false) return null;

  const resend = async () => {
    setState('sending');
    try {
      await resendVerificationEmail(user.email);
      setState('sent');
    } catch (e) {
      setProblem((e as Error).message);
      setState('failed');
    }
  };

  // Opaque, as the page scrolls under it where the layout pins it: the warning tint mixed into the page colour.
  return (
    <section
      aria-label="Confirm your email"
      className={`border-t border-warning/40 bg-[color-mix(in_oklab,var(--color-warning)_15%,var(--color-base-100))] ${className}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>
          Please confirm your email address: open the link we sent to <strong>{user.email}</strong>.
        </p>
        {state === 'sent' ? (
          <p role="status" className="font-medium">
            A new link is on its way.
          </p>
        ) : (
          <PendingButton className="btn btn-sm btn-outline" onClick={resend} pending={state === 'sending'}>
            {state === 'sending' ? 'Sending…' : 'Send the link again'}
          </PendingButton>
        )}
        {state === 'failed' && (
          <p role="alert" className="font-medium text-error">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
