import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@restrung/shared/notification';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => vi.unstubAllGlobals());

const notification = (id: string, text: string): Notification => ({
  _id: id,
  kind: 'booking_received',
  productId: null,
  productName: 'Gibson Les Paul',
  bookingId: null,
  details: {},
  text,
  link: '/dashboard/mysales',
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});

// Marking all read disables its button, which blurs it in a browser but not here: e2e/holds.spec.ts covers that one.
it('keeps the keyboard in the panel when "Show older" reads the last page', async () => {
  let pagesRead = 0;
  const { fetchMock } = stubFetch({
    'GET /notifications/unread-count': () => ({ body: { unread: 2 } }),
    'GET /notifications': () => {
      pagesRead += 1;
      return pagesRead === 1
        ? { body: { items: [notification('n2', 'Newest news')], nextCursor: 'n2' } }
        : { body: { items: [notification('n1', 'Older news')], nextCursor: null } };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  renderPage(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const heading = screen.getByRole('heading', { name: 'Notifications' });

  (await screen.findByRole('button', { name: 'Show older' })).focus();
  await user.keyboard('{Enter}');
  await screen.findByText('Older news');
  expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
});
