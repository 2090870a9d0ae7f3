import type { ComponentChildren } from 'preact';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@restrung/shared/constants';
import { stubFetch } from '../../test/render.tsx';
import { sessionOf } from '../../test/page-setup.tsx';
import { useSession } from './api.ts';

// Records each time the session's schema is taken from its module (api.ts loads responses.ts for it).
const schemasLoaded = vi.fn();
vi.mock('./responses.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./responses.ts')>();
  return {
    ...actual,
    get sessionResponseSchema() {
      schemasLoaded();
      return actual.sessionResponseSchema;
    },
  };
});

async function sessionWith(answer: { status?: number; body?: unknown }) {
  vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': answer }).fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ComponentChildren }) => (
    // Preact's children are React's nodes at run time; only their declared types differ.
    <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSession(), { wrapper });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  return result.current;
}

beforeEach(() => schemasLoaded.mockClear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('signed out, is null without loading the schemas an answer would need', async () => {
    const session = await sessionWith({ body: null });
    expect(session.user).toBeNull();
    expect(session.error).toBeNull();
    expect(schemasLoaded).not.toHaveBeenCalled();
  });

  it('with a token, loads the schemas and gives the user', async () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    const session = await sessionWith(sessionOf('seller', 'Sam Seller'));
    expect(session.user).toMatchObject({ name: 'Sam Seller', role: 'seller' });
    expect(schemasLoaded).toHaveBeenCalledTimes(1);
  });

  it('without a token but with an answer (back from Google), checks that answer', async () => {
    const session = await sessionWith(sessionOf('buyer', 'Bea Buyer'));
    expect(session.user).toMatchObject({ name: 'Bea Buyer', role: 'buyer' });
    expect(schemasLoaded).toHaveBeenCalledTimes(1);
  });

  it('without a token, refuses an answer that is not a session', async () => {
    const session = await sessionWith({ body: { user: { name: 'No email or role' } } });
    expect(session.user).toBeNull();
    expect(session.error).toBeInstanceOf(Error);
    expect(schemasLoaded).toHaveBeenCalledTimes(1);
  });
});
