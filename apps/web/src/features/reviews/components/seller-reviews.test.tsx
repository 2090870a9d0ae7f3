import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { Review } from '@restrung/shared/review';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { SellerReviews } from './seller-reviews.tsx';

const SELLER_ID = '0190b000-0000-7000-8000-000000000001';
const REVIEW_ID = '0190c000-0000-7000-8000-000000000001';

const aReview = (overrides: Partial<Review> = {}): Review => ({
  _id: REVIEW_ID,
  sellerId: SELLER_ID,
  buyerName: 'Bea Buyer',
  productName: 'Yamaha C40',
  rating: 4,
  text: 'Exactly as described.',
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  answer: null,
  ...overrides,
});

const session = (id: string, role: string) => ({
  'GET /auth/get-session': {
    body: { user: { id, name: 'Someone', email: 'x@example.test', image: null, role, verified: true } },
  },
});

afterEach(() => vi.unstubAllGlobals());

function open(handlers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handlers);
  vi.stubGlobal('fetch', stub.fetchMock);
  renderPage(<SellerReviews sellerId={SELLER_ID} />);
  return stub;
}

describe('SellerReviews', () => {
  it('lists reviews with stars, the answer, and offers buyers no actions', async () => {
    open({
      ...session('someone', 'buyer'),
      [`GET /sellers/${SELLER_ID}/reviews`]: {
        body: [aReview({ answer: { text: 'Thanks!', createdAt: '2026-11-21T10:00:00.000Z' } })],
      },
    });
    const review = await screen.findByRole('article', { name: 'Review by Bea Buyer' });
    expect(within(review).getByText('4 stars')).toBeInTheDocument();
    expect(within(review).getByText('Exactly as described.')).toBeInTheDocument();
    expect(within(review).getByText('Thanks!')).toBeInTheDocument();
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "No reviews yet" when there are none', async () => {
    open({ ...session('someone', 'buyer'), [`GET /sellers/${SELLER_ID}/reviews`]: { body: [] } });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('lets the reviewed seller answer, refusing an empty answer first', async () => {
    const stub = open({
      ...session(SELLER_ID, 'seller'),
      [`GET /sellers/${SELLER_ID}/reviews`]: { body: [aReview()] },
      [`POST /reviews/${REVIEW_ID}/answer`]: { body: { acknowledged: true, modifiedCount: 1 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your answer.');
    await user.type(screen.getByLabelText('Your answer'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    await vi.waitFor(() => expect(stub.calls.some((c) => c.key === `POST /reviews/${REVIEW_ID}/answer`)).toBe(true));
    const call = stub.calls.find((c) => c.key === `POST /reviews/${REVIEW_ID}/answer`);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ text: 'Thank you!' });
  });

  it('gives admins Remove review with a reason', async () => {
    open({ ...session('admin-id', 'admin'), [`GET /sellers/${SELLER_ID}/reviews`]: { body: [aReview()] } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove review' }));
    expect(screen.getByLabelText('Reason for removing (kept in the audit log)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });
});
