import { useState } from 'react';
import { useSiteConfig } from '../../site-config/api.ts';
import { startGoogleSignIn } from '../api.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** Sign In With Google; when the server has no Google configuration it says so instead of failing. */
export function GoogleButton({ from }: { from: string }) {
  const { data: config } = useSiteConfig();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setMessage(null);
    if (config && !config.googleSignIn) {
      setMessage('Google sign-in is not enabled on this server. Please sign in with your email and password.');
      return;
    }
    setBusy(true);
    try {
      await startGoogleSignIn(from);
    } catch (error) {
      setBusy(false);
      setMessage(error instanceof ApiClientError ? error.message : 'Google sign-in could not start. Please try again.');
    }
  };

  return (
    <div>
      <PendingButton
        className="btn btn-outline w-full"
        onClick={() => void onClick()}
        pending={busy}
        icon={
          <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
            <path
              fill="#FFC107"
              d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
            />
            <path
              fill="#FF3D00"
              d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
            />
            <path
              fill="#4CAF50"
              d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
            />
            <path
              fill="#1976D2"
              d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
            />
          </svg>
        }
      >
        {busy ? 'Opening Google…' : 'Sign In With Google'}
      </PendingButton>
      {message && (
        <p role="alert" className="mt-2 text-sm text-error">
          {message}
        </p>
      )}
    </div>
  );
}
