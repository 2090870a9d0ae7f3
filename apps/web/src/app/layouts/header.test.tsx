import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { stubFetch } from '../../test/render.tsx';
import { CATEGORY_IDS, DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { Header } from './header.tsx';

function renderHeader(initialEntry = '/') {
  // A data router, as in the app, so following a link really changes the location.
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return router;
}

// Signed out: the session lookup answers no user.
beforeEach(() => vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': { body: null } }).fetchMock));
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('links the brand, the three pages and Sign In', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Restrung' })).toHaveAttribute('href', '/');
    // jsdom applies no media queries: the bar's links are all in the document, the toggled menu is not.
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      `/category/${DEFAULT_CATEGORY_ID}`,
    );
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/blogs');
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('marks Products current on every category page, not only the one it links to', async () => {
    renderHeader(`/category/${CATEGORY_IDS.classical}`);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks only Home current on the home page', () => {
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the small-screen menu with its toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu!).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/blogs');
    expect(await within(menu!).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on Escape pressed as soon as the menu shows, before the browser has painted it', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    // A plain click outside testing-library's act(): Preact draws the open menu in a microtask, and effects that
    // wait for a paint have not run yet. A fast key press (or a busy phone) lands in that gap.
    toggle.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu after following one of its links', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });
});

describe('Header when signed in', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': {
          body: {
            user: { id: 'u1', name: 'Pat', email: 'pat@example.test', image: null, role: 'buyer', verified: false },
          },
        },
        'GET /notifications/unread-count': { body: { unread: 3 } },
      }).fetchMock,
    ),
  );

  it('shows Dashboard, the profile photo placeholder and Sign Out instead of Sign In', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('img', { name: 'Pat has no profile photo' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("lists Dashboard in the toggled menu as the site links are, and writes out the bell's name there", async () => {
    const user = userEvent.setup();
    renderHeader('/dashboard/my-orders');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const dashboard = await within(menu).findByRole('link', { name: 'Dashboard' });
    // An entry of a list, marked as where the reader is, as Home, Products and About are on their pages.
    expect(dashboard.closest('li')).not.toBeNull();
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    const bell = await within(menu).findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent(/^Notifications3$/);
    // In the bar the bell is an icon with its count, its name only in its label.
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent(/^3$/);
  });
});
