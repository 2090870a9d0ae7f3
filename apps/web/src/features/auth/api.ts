import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@restrung/shared/user';
import type { SignUpResponse } from './responses.ts';
import type { Role, SignupRole } from '@restrung/shared/constants';
import { api, ApiClientError, schemasFrom } from '../../lib/api-client.ts';
import { sessionToken } from '../../lib/session-token.ts';
import { forgetRecentSearches } from '../../lib/recent-searches.ts';
import { queryClient } from '../../lib/query-client.ts';
import { bestEffort } from '../../lib/failure.ts';
import { useContentShown } from '../../lib/content-first.ts';

export const authKeys = {
  session: ['auth', 'session'] as const,
  role: (email: string) => ['auth', 'role', email] as const,
};

/** Response schemas are fetched beside the request that needs them (see `SchemaSource`). */
const response = schemasFrom(() => import('./responses.ts'));

/**
 * The signed-in user, or null. With a token, the schema loads beside the request. Without one the answer is null,
 * unless a Google sign-in has just left its cookie: the schema (zod's user and upload schemas, about 60 ms of a phone's
 * main thread at Lighthouse's 4x slowdown, on the home page of every signed-out visit) loads only for an answer to
 * check.
 */
async function fetchSession(): Promise<SessionUser | null> {
  const schema = response('sessionResponseSchema');
  if (sessionToken.get()) return (await api('/auth/get-session', { schema }))?.user ?? null;
  const answer = await api<unknown>('/auth/get-session');
  return answer === null ? null : ((await schema()).parse(answer)?.user ?? null);
}

export function useSession() {
  const query = useQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 5 * 60_000, retry: false });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}

/**
 * Whether the session that the page has loaded (for its header or its guard) holds a user; never asks for it itself,
 * so whatever reads it adds no request.
 */
export function useSignedInSoFar(): boolean {
  const query = useQuery({ queryKey: authKeys.session, queryFn: fetchSession, enabled: false });
  return Boolean(query.data);
}

/**
 * Reads the session and role afresh after something changed them. A read already on its way may have been answered
 * before the change: TanStack Query would hand that read's answer to a plain invalidation when the page has no session
 * yet (a first load, such as a confirmation link opened in a new tab), so it is cancelled first.
 */
export async function readSessionAgain(): Promise<void> {
  await queryClient.cancelQueries({ queryKey: ['auth'] });
  await queryClient.invalidateQueries({ queryKey: ['auth'] });
}

/**
 * SPEC.md: the role is looked up by email (GET /users?email=) whenever the email changes. `afterContent`: asked only
 * once the page's main content has been shown, where the role only decides what to draw beside it
 * (lib/content-first.ts); the guards ask at once.
 */
export function useRole(email: string | undefined, { afterContent = false }: { afterContent?: boolean } = {}) {
  const contentShown = useContentShown();
  const query = useQuery({
    queryKey: authKeys.role(email ?? ''),
    queryFn: () => api(`/users?email=${encodeURIComponent(email!)}`, { schema: response('roleLookupSchema') }),
    enabled: Boolean(email) && (!afterContent || contentShown),
    staleTime: 5 * 60_000,
  });
  return {
    role: query.data?.role as Role | undefined,
    isLoading: Boolean(email) && query.isPending,
    error: query.error,
  };
}

/**
 * The role to draw a page with: the look-up by email (SPEC.md) once it has answered, the session's own until then, so
 * what depends on the role is drawn with the session instead of pushing the page down a moment later. Access is
 * decided by the guards, on the look-up alone.
 */
export function useShownRole(): Role | undefined {
  const { user } = useSession();
  const { role } = useRole(user?.email, { afterContent: true });
  return role ?? user?.role;
}

/** Trades the provider's session for the token the app keeps (POST /jwt), as every sign-in flow ends. */
async function storeTokenFor(email: string, providerToken?: string): Promise<void> {
  if (providerToken) sessionToken.set(providerToken);
  const { token } = await api('/jwt', { method: 'POST', body: { email }, schema: response('jwtResponseSchema') });
  sessionToken.set(token);
  await readSessionAgain();
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  sessionToken.clear();
  const result = await api('/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    schema: response('signInResponseSchema'),
  });
  await storeTokenFor(result.user.email, result.token);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: SignupRole;
  image: string;
}

export class SignUpError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Answers whether the new account is signed in. With a mail server configured the server signs nobody in at
 * sign-up (so it cannot tell strangers which addresses have an account): the person confirms by email, then signs in.
 */
export async function signUp(input: SignUpInput): Promise<{ signedIn: boolean }> {
  sessionToken.clear();
  let result: SignUpResponse;
  try {
    result = await api('/auth/sign-up/email', {
      method: 'POST',
      body: input,
      schema: response('signUpResponseSchema'),
    });
  } catch (error) {
    if (error instanceof ApiClientError) throw new SignUpError(error.code, error.message);
    throw error;
  }
  if (!result.token) return { signedIn: false };
  await storeTokenFor(result.user.email, result.token);
  // SPEC.md: the profile is recorded after sign-up; its answer is not needed to go on.
  await bestEffort(
    'Recording the profile',
    api('/allusers', {
      method: 'POST',
      body: { name: input.name, email: input.email, role: input.role, img: input.image },
    }),
  );
  return { signedIn: true };
}

/** Starts the OpenID Connect flow; the provider sends the browser back to /login?google=1. */
export async function startGoogleSignIn(from: string): Promise<void> {
  const callbackURL = `/login?google=1&from=${encodeURIComponent(from)}`;
  const result = await api('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL: '/login?google=failed' },
    schema: response('socialSignInResponseSchema'),
  });
  window.location.assign(result.url);
}

/** Back from Google: the session is in a cookie; turn it into the stored token and record the profile. */
export async function finishGoogleSignIn(): Promise<void> {
  const result = await api('/auth/get-session', { schema: response('sessionResponseSchema') });
  if (!result) throw new Error('Google sign-in did not complete. Please try again.');
  await storeTokenFor(result.user.email);
  await bestEffort(
    'Recording the profile',
    api('/allusers', {
      method: 'POST',
      body: { name: result.user.name, email: result.user.email, role: 'buyer', img: result.user.image ?? null },
    }),
  );
}

/**
 * Ends the session on the server, then forgets it here. Only the server can end it: the sign-in also left its
 * session cookie in the browser (HttpOnly, so out of this code's reach), which would sign the next page load in again.
 * So when the server cannot be reached the person stays signed in and the call throws; a 401 means the session had
 * already ended.
 */
export async function signOut(): Promise<void> {
  try {
    await api('/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    if (!(error instanceof ApiClientError && error.status === 401)) throw error;
  }
  sessionToken.clear();
  queryClient.clear();
  // What this account searched for is not shown to whoever uses the device next.
  forgetRecentSearches();
}

/** Emails a reset link if the address has an account; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api('/auth/request-password-reset', { method: 'POST', body: { email }, schema: response('statusSchema') });
}

/** Sets a new password with the emailed token; every session of the account ends, so the person signs in again. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await api('/auth/reset-password', { method: 'POST', body: { token, newPassword }, schema: response('statusSchema') });
  sessionToken.clear();
  queryClient.clear();
  // What this account searched for is not shown to whoever uses the device next.
  forgetRecentSearches();
}

/** Opens the emailed confirmation link's token. */
export async function verifyEmail(token: string): Promise<void> {
  await api(`/auth/verify-email?token=${encodeURIComponent(token)}`, { schema: response('statusSchema') });
  await readSessionAgain();
}

/** Sends the confirmation link again, to the signed-in person's own address. */
export async function resendVerificationEmail(email: string): Promise<void> {
  await api('/auth/send-verification-email', { method: 'POST', body: { email }, schema: response('statusSchema') });
}

/** Every other device is signed out; this one goes on with the new session the server hands back. */
export async function changePassword(email: string, currentPassword: string, newPassword: string): Promise<void> {
  const result = await api('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    schema: response('changePasswordResponseSchema'),
  });
  if (result.token) await storeTokenFor(email, result.token);
}

export async function updateName(name: string): Promise<void> {
  await api('/auth/update-user', { method: 'POST', body: { name }, schema: response('statusSchema') });
  await readSessionAgain();
}
