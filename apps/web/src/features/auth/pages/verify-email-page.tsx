import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { useSession, verifyEmail } from '../api.ts';

/** Opened from the confirmation email. */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { user } = useSession();
  const [state, setState] = useState<'working' | 'done' | 'failed'>(token ? 'working' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [token]);

  if (state === 'working')
    return (
      <AuthCard title="Confirming Your Email">
        <Spinner label="Confirming your email address" />
      </AuthCard>
    );
  if (state === 'done')
    return (
      <AuthCard title="Email Confirmed">
        <p role="status">Thank you: your email address is confirmed.</p>
        <Link to={user ? '/dashboard' : '/login'} className="btn btn-primary mt-4 w-full">
          {user ? 'Go to Dashboard' : 'Sign In'}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title="Link Not Valid">
      <p role="alert">
        This confirmation link has expired or is not complete. Sign in and use the banner at the top of the page to get
        a new one.
      </p>
      <Link to={user ? '/dashboard' : '/login'} className="btn btn-primary mt-4 w-full">
        {user ? 'Go to Dashboard' : 'Sign In'}
      </Link>
    </AuthCard>
  );
}
