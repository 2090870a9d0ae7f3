import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/render.tsx';
import { sessionToken } from '../../lib/session-token.ts';
import { recentSearches, rememberSearch } from '../../lib/recent-searches.ts';
import { signOut } from './api.ts';

/** Stubs the sign-out call with `reply`, and answers whether the token is still kept afterwards. */
async function signOutWith(reply: Parameters<typeof stubFetch>[0][string]) {
  const { fetchMock, calls } = stubFetch({ 'POST /auth/sign-out': reply });
  vi.stubGlobal('fetch', fetchMock);
  const outcome = await signOut().then(
    () => 'resolved',
    () => 'rejected',
  );
  return { outcome, calls: calls.map((call) => call.key), tokenKept: sessionToken.get() !== null };
}

beforeEach(() => sessionToken.set('the-token'));
afterEach(() => {
  sessionToken.clear();
  vi.unstubAllGlobals();
});

describe('signOut', () => {
  it('forgets the token once the server has ended the session', async () => {
    expect(await signOutWith({ body: { success: true } })).toEqual({
      outcome: 'resolved',
      calls: ['POST /auth/sign-out'],
      tokenKept: false,
    });
  });

  it('forgets what the account searched for on this device, as it forgets the token', async () => {
    rememberSearch('id-buyer', 'strat');
    await signOutWith({ body: { success: true } });
    expect(recentSearches('id-buyer')).toEqual([]);
  });

  it('keeps the person signed in when the server cannot be reached: its cookie would sign them in again', async () => {
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await signOutWith(unreachable)).toEqual({
      outcome: 'rejected',
      calls: ['POST /auth/sign-out'],
      tokenKept: true,
    });
  });

  it('keeps the person signed in when the server fails', async () => {
    expect(await signOutWith({ status: 500, body: { message: 'Internal Server Error' } })).toMatchObject({
      outcome: 'rejected',
      tokenKept: true,
    });
  });

  it('forgets the token when the server says the session had already ended', async () => {
    expect(await signOutWith({ status: 401, body: { message: 'Unauthorized' } })).toMatchObject({
      outcome: 'resolved',
      tokenKept: false,
    });
  });
});
