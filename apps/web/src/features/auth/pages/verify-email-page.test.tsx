import { render, screen, waitFor } from '@testing-library/preact';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@restrung/shared/constants';
import { queryClient } from '../../../lib/query-client.ts';
import { VerifyEmailBanner } from '../components/verify-email-banner.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const person = (emailVerified: boolean) => ({
  session: {},
  user: {
    id: 'u1',
    name: 'Vic Verify',
    email: 'vic@example.test',
    image: null,
    role: 'buyer',
    verified: false,
    emailVerified,
  },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the emailed confirmation link', () => {
  it('hides the banner even when the page’s first session read was answered before the confirmation', async () => {
    // The page opens the link in a fresh tab: its first session read is still on its way when the confirmation
    // lands, and the server read the person before the confirmation changed them.
    localStorage.setItem(TOKEN_KEY, 'a-token');
    let confirmed = false;
    let answerFirstRead: () => void = () => {};
    const sessionReads: boolean[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/verify-email') {
        confirmed = true;
        return json({ status: true });
      }
      if (sessionReads.push(confirmed) === 1) {
        const readBefore = person(false);
        await new Promise<void>((resolve) => (answerFirstRead = resolve));
        return json(readBefore);
      }
      return json(person(confirmed));
    });
    const router = createMemoryRouter(
      [
        {
          path: '/verify-email',
          element: (
            <>
              <VerifyEmailBanner />
              <VerifyEmailPage />
            </>
          ),
        },
      ],
      { initialEntries: ['/verify-email?token=t1'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    // The first read is answered only once the confirmation has asked for the session again.
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(invalidated).toHaveBeenCalled());
    answerFirstRead();
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeInTheDocument();
    // The read that saw the person before the confirmation does not have the last word: the page asked again, and
    // waited for that answer before saying so.
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(sessionReads).toEqual([false, true]);
    expect(queryClient.getQueryData(['auth', 'session'])).toMatchObject({ emailVerified: true });
    expect(screen.queryByRole('region', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });
});
