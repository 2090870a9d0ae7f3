import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows "Wrong email or password" in red and stops loading on a 401', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: null },
        'POST /auth/sign-in/email': {
          status: 401,
          body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        },
      }).fetchMock,
    );
    renderPage(<LoginPage />, { path: '/login' });
    await submit('a@example.test', 'nope123');
    const message = await screen.findByText('Wrong email or password');
    expect(message).toHaveClass('text-error');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says when sign-in is rate-limited instead of blaming the password', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: null },
        'POST /auth/sign-in/email': {
          status: 429,
          body: {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many attempts. Please wait 60 seconds and try again.',
          },
        },
      }).fetchMock,
    );
    renderPage(<LoginPage />, { path: '/login' });
    await submit('a@example.test', 'nope123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
  });

  it('stores the token from /jwt and returns to the page named in ?from', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: null },
        'POST /auth/sign-in/email': { body: { token: 'raw', user: { email: 'a@example.test' } } },
        'POST /jwt': { body: { token: 'app-token' } },
      }).fetchMock,
    );
    renderPage(<LoginPage />, {
      path: '/login',
      initialEntry: '/login?from=/dashboard',
      routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    await submit('a@example.test', 'secret1');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(localStorage.getItem('restrungToken')).toBe('app-token');
  });

  it('never follows ?from to another site', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: null },
        'POST /auth/sign-in/email': { body: { token: 'raw', user: { email: 'a@example.test' } } },
        'POST /jwt': { body: { token: 'app-token' } },
      }).fetchMock,
    );
    renderPage(<LoginPage />, {
      path: '/login',
      initialEntry: '/login?from=//evil.example/x',
      routes: [{ path: '/', element: <p>Home page</p> }],
    });
    await submit('a@example.test', 'secret1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('explains that Google sign-in is not enabled when the server has no Google configuration', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /auth/get-session': { body: null }, 'GET /config': { body: { googleSignIn: false } } })
        .fetchMock,
    );
    renderPage(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: 'Sign In With Google' });
    await new Promise((r) => setTimeout(r, 0));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In With Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not enabled on this server.');
  });
});
