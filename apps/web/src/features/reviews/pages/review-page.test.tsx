import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { ToastContainer } from 'react-toastify';
import type { Booking } from '@restrung/shared/booking';
import { type OwnReview, REVIEW_MESSAGES, REVIEW_TEXTS } from '@restrung/shared/review';
import { bookingOf, setupPage } from '../../../test/page-setup.tsx';
import { ReviewPage } from './review-page.tsx';

const ORDER_ID = '0b0c2f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const order = (status: Booking['status']): Booking =>
  bookingOf({ _id: ORDER_ID, status, createdAt: '2026-11-01T00:00:00.000Z' });

const review = (editable: boolean): OwnReview => ({
  _id: 'r1',
  orderId: ORDER_ID,
  sellerId: 's1',
  buyerName: 'Bea Buyer',
  productName: 'Fender Stratocaster',
  rating: 4,
  text: 'Exactly as described.',
  createdAt: '2026-11-02T12:00:00.000Z',
  editedAt: null,
  answer: null,
  editableUntil: '2026-12-02T12:00:00.000Z',
  editable,
});

function setup(handlers: Parameters<typeof setupPage>[1]) {
  return setupPage(<ReviewPage />, handlers, {
    path: '/dashboard/myorders/:id/review',
    initialEntry: `/dashboard/myorders/${ORDER_ID}/review`,
    routes: [
      {
        path: '/dashboard/myorders',
        element: (
          <>
            <p>My Orders list</p>
            <ToastContainer />
          </>
        ),
      },
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewPage', () => {
  it('posts the first review of a paid order, then goes back to My Orders', async () => {
    const { calls, user } = setup({
      [`GET /bookings/${ORDER_ID}`]: { body: order('Paid') },
      'GET /myreviews': { body: [] },
      [`POST /myorders/${ORDER_ID}/review`]: { body: { acknowledged: true, insertedId: 'r1' } },
    });
    expect(await screen.findByRole('heading', { name: REVIEW_TEXTS.writeReview })).toBeInTheDocument();
    expect(screen.getByText(/Fender Stratocaster from/)).toHaveTextContent('Fender Stratocaster from Sam Seller');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Friendly and quick handover.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('My Orders list')).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_TEXTS.created)).toBeInTheDocument();
    const post = calls.find((c) => c.key === `POST /myorders/${ORDER_ID}/review`);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ rating: 5, text: 'Friendly and quick handover.' });
  });

  it('edits the review within its 30 days, starting from what was posted', async () => {
    const { calls, user } = setup({
      [`GET /bookings/${ORDER_ID}`]: { body: order('Paid') },
      'GET /myreviews': { body: [review(true)] },
      'PUT /reviews/r1': { body: { acknowledged: true, modifiedCount: 1 } },
    });
    expect(await screen.findByRole('heading', { name: REVIEW_TEXTS.editReview })).toBeInTheDocument();
    expect(screen.getByText('You can edit it until Dec 2, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const text = screen.getByLabelText('Your review');
    expect(text).toHaveValue('Exactly as described.');
    await user.type(text, ' Would buy again.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REVIEW_TEXTS.updated)).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /reviews/r1');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ rating: 4, text: 'Exactly as described. Would buy again.' });
  });

  it('shows a review past its 30 days without a form, and says why', async () => {
    setup({
      [`GET /bookings/${ORDER_ID}`]: { body: order('Paid') },
      'GET /myreviews': { body: [review(false)] },
    });
    expect(
      await screen.findByText('A review can be edited for 30 days after posting; yours was posted on Nov 2, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Exactly as described.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('offers no form before the order is paid', async () => {
    setup({
      [`GET /bookings/${ORDER_ID}`]: { body: order('Booked') },
      'GET /myreviews': { body: [] },
    });
    expect(await screen.findByText(REVIEW_MESSAGES.notPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });
});
