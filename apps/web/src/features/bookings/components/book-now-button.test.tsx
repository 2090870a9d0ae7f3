import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { Product } from '@restrung/shared/product';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { sessionOf } from '../../../test/page-setup.tsx';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { BookNowButton } from './book-now-button.tsx';

const product: Product = {
  _id: '01900000-0000-7000-8000-0000000000a1',
  productName: 'Fender Stratocaster',
  productPhoto: '/media/strat.webp',
  marketPrice: 1800,
  askingPrice: 1450,
  usedYears: '2019',
  condition: 'excellent',
  description: 'Sunburst, new strings, no buzz.',
  location: 'Dhaka',
  phone: '01700000000',
  sellerName: 'Sam Seller',
  sellerEmail: 'sam@example.test',
  sellerVerified: true,
  categoryid: '01900000-0000-7000-8000-000000000001',
  postedOnline: 'Jan 5, 2023',
  status: 'Available',
  advertise: true,
  report: false,
};

function setup(handlers: Parameters<typeof stubFetch>[0], item: Product = product) {
  const stub = stubFetch({ 'GET /auth/get-session': sessionOf('buyer'), ...handlers });
  vi.stubGlobal('fetch', stub.fetchMock);
  const view = renderPage(
    <>
      <BookNowButton product={item} />
      <ToastContainer />
    </>,
  );
  return { ...view, calls: stub.calls, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  // The modal is a chunk of its own, so it appears once loaded.
  await user.click(await screen.findByRole('button', { name: 'Book Now' }));
  return screen.findByRole('dialog', { name: 'Book Fender Stratocaster' });
}

afterEach(() => vi.unstubAllGlobals());

describe('BookNowButton', () => {
  it('is only for buyers', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': sessionOf('seller') }).fetchMock);
    const { client } = renderPage(<BookNowButton product={product} />);
    await waitFor(() => expect(client.getQueryState(['auth', 'session'])?.status).toBe('success'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the status on a disabled button when the guitar is not Available', async () => {
    setup({}, { ...product, status: 'Booked' });
    expect(await screen.findByRole('button', { name: 'Booked' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('opens a labelled modal with the buyer and the guitar read-only, phone and location editable', async () => {
    const { user } = setup({});
    const dialog = await openModal(user);
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Name')).toHaveValue('Bea Buyer');
    expect(field('Email')).toHaveValue('bea@example.test');
    expect(field('Product')).toHaveValue('Fender Stratocaster');
    expect(field('Price')).toHaveValue('$1,450.00');
    expect(field('Year of purchase')).toHaveValue('2019');
    expect(field('Description')).toHaveValue('Sunburst, new strings, no buzz.');
    for (const label of ['Name', 'Email', 'Product', 'Price', 'Year of purchase', 'Description']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    for (const label of ['Phone Number', 'Your Location']) expect(field(label)).not.toHaveAttribute('readonly');
    // The first field to fill in has the focus.
    await waitFor(() => expect(field('Phone Number')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('asks for the phone number and location and sends nothing without them', async () => {
    const { user, calls } = setup({});
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await within(dialog).findByText('Phone Number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /bookings')).toBe(false);
  });

  it('shows the control-character message under the phone number and sends nothing', async () => {
    const { user, calls } = setup({});
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), '0171\u202e1111111');
    await user.type(within(dialog).getByLabelText('Your Location'), 'Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await within(dialog).findByText(CONTROL_CHARACTER_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.key === 'POST /bookings')).toBe(false);
  });

  it("says 'Name is Required' when the account has no name", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': sessionOf('buyer', '') }).fetchMock);
    renderPage(<BookNowButton product={product} />);
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), '01711111111');
    await user.type(within(dialog).getByLabelText('Your Location'), 'Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await within(dialog).findByText('Name is Required')).toBeInTheDocument();
  });

  it('books: sends the product, phone and location, toasts, closes, and shows the guitar as Booked', async () => {
    const { user, calls } = setup({ 'POST /bookings': { body: { acknowledged: true, insertedId: 'b1' } } });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), ' 01711111111 ');
    await user.type(within(dialog).getByLabelText('Your Location'), 'Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Congratulations!! You have successfully booked a new product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus stays on the button, now saying Booked, not lost to the top of the page.
    const booked = screen.getByRole('button', { name: 'Booked' });
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(booked).toHaveFocus());
    const post = calls.find((call) => call.key === 'POST /bookings');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      productId: product._id,
      phone: '01711111111',
      location: 'Chattogram',
    });
  });

  it('the booking toast keeps its text and leads on: to My Orders and to paying for this order', async () => {
    const { user } = setup({ 'POST /bookings': { body: { acknowledged: true, insertedId: 'b1' } } });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), '01711111111');
    await user.type(within(dialog).getByLabelText('Your Location'), 'Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    const text = await screen.findByText('Congratulations!! You have successfully booked a new product');
    const toast = text.closest('.Toastify__toast') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(within(toast).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/dashboard/payment/b1');
  });

  it('tells the buyer plainly when someone else booked it first, and keeps the modal open', async () => {
    const message = 'Sorry, this guitar has just been booked by someone else.';
    const { user } = setup({
      'POST /bookings': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), '01711111111');
    await user.type(within(dialog).getByLabelText('Your Location'), 'Chattogram');
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Congratulations!! You have successfully booked a new product')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('closes on Escape and on Cancel, forgetting what was typed, and gives the focus back', async () => {
    const { user } = setup({});
    let dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Phone Number'), '0171');
    // A native modal <dialog> fires "cancel" on Escape; jsdom has no modal dialogs, so the event is sent here.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();

    dialog = await openModal(user);
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });

  it('closes on a click beside the box only while nothing is typed, so a stray tap loses nothing', async () => {
    const { user } = setup({});
    let dialog = await openModal(user);
    const beside = () => dialog.querySelector<HTMLElement>('.modal-backdrop')!;
    await user.type(within(dialog).getByLabelText('Phone Number'), '0171');
    await user.click(beside());
    expect(screen.getByRole('dialog', { name: 'Book Fender Stratocaster' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('0171');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openModal(user);
    await user.click(beside());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });
});
