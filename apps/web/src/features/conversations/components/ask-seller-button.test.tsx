import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import type { Product } from '@restrung/shared/product';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { AskSellerButton } from './ask-seller-button.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const product = { _id: 'p-1', productName: 'Fender Stratocaster' } as Product;
const signedIn = {
  body: {
    session: {},
    user: { id: 'u1', name: 'Bea', email: 'bea@example.test', image: null, role: 'buyer', verified: false },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AskSellerButton', () => {
  it('asks the signed-out to sign in first', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': { body: null } }).fetchMock);
    renderPage(<AskSellerButton product={product} />);
    const link = await screen.findByRole('link', { name: CONVERSATION_MESSAGES.signInToAsk });
    expect(link).toHaveAttribute('href', '/login');
  });

  it('opens the conversation about the listing', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /auth/get-session': signedIn,
      'POST /conversations': { body: { acknowledged: true, conversationId: 'c-9', created: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage(<AskSellerButton product={product} />, {
      routes: [{ path: '/dashboard/messages/:id', element: <p>Conversation</p> }],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Ask the seller/ }));
    expect(await screen.findByText('Conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/messages/c-9');
    const started = calls.find((c) => c.key === 'POST /conversations');
    expect(JSON.parse(String(started?.init?.body))).toEqual({ productId: 'p-1' });
  });

  it('says why when asking is refused', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': signedIn,
        'POST /conversations': {
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message: CONVERSATION_MESSAGES.ownGuitar },
        },
      }).fetchMock,
    );
    renderPage(<AskSellerButton product={product} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Ask the seller/ }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONVERSATION_MESSAGES.ownGuitar));
  });
});
