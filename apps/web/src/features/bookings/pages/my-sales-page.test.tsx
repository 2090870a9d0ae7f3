import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { BOOKING_MESSAGES, type Booking } from '@restrung/shared/booking';
import { bookingOf, setupPage } from '../../../test/page-setup.tsx';
import { MySalesPage, SALE_CANCELLED } from './my-sales-page.tsx';

const sale = (overrides: Partial<Booking>): Booking =>
  bookingOf({ holdExpiresAt: new Date(Date.now() + (5 * 60 + 30) * 60_000).toISOString(), ...overrides });

function setup(handlers: Parameters<typeof setupPage>[1]) {
  return setupPage(<MySalesPage />, handlers, { path: '/dashboard/mysales' });
}

afterEach(() => vi.unstubAllGlobals());

describe('MySalesPage', () => {
  it("shows each sale with the buyer's contact, the hold's time left, and the paid date", async () => {
    setup({
      'GET /mysales': {
        body: [
          sale({}),
          sale({ _id: 'b2', productName: 'Gibson SG', status: 'Paid', paidAt: '2026-11-21T10:00:00.000Z' }),
        ],
      },
    });
    const booked = (await screen.findByRole('heading', { name: 'Fender Stratocaster' })).closest('li')!;
    expect(within(booked).getByRole('link', { name: '+1 214 555 0101' })).toHaveAttribute(
      'href',
      'tel:+1 214 555 0101',
    );
    expect(within(booked).getByText('5 h 29 min left')).toBeInTheDocument();
    const paid = screen.getByRole('heading', { name: 'Gibson SG' }).closest('li')!;
    expect(within(paid).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Cancel the booking/ })).not.toBeInTheDocument();
  });

  it('says so when nobody has booked a guitar yet', async () => {
    setup({ 'GET /mysales': { body: [] } });
    expect(await screen.findByText('No one has booked your guitars yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Products' })).toHaveAttribute('href', '/dashboard/myproducts');
  });

  it('cancels an unpaid booking with a reason for the buyer, and asks for one first', async () => {
    const { calls, user } = setup({
      'GET /mysales': { body: [sale({})] },
      'POST /mysales/b1/cancel': { body: { acknowledged: true, deletedCount: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking: Fender Stratocaster' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.cancelReasonRequired);
    expect(calls.some((c) => c.key === 'POST /mysales/b1/cancel')).toBe(false);
    await user.type(screen.getByLabelText('Reason for the buyer'), '  Sold in the shop this morning.  ');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(SALE_CANCELLED)).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /mysales/b1/cancel');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ reason: 'Sold in the shop this morning.' });
  });

  it('keeps the reason as typed and shows why when the server refuses', async () => {
    const { user } = setup({
      'GET /mysales': { body: [sale({})] },
      'POST /mysales/b1/cancel': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'A payment for this order is being processed.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking: Fender Stratocaster' }));
    await user.type(screen.getByLabelText('Reason for the buyer'), 'Sold elsewhere.');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment for this order is being processed.');
    expect(screen.getByLabelText('Reason for the buyer')).toHaveValue('Sold elsewhere.');
  });
});
