import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { SignupPage } from './signup-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

/** Every field but the photo, which each test chooses; nothing is sent. */
async function fillAllBut(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.type(screen.getByLabelText('Name'), 'Pat');
  await user.type(screen.getByLabelText('Email'), 'pat@example.test');
  await user.upload(screen.getByLabelText('Photo'), file);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
}

async function fillForm(password = 'secret1', confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Pat');
  await user.type(screen.getByLabelText('Email'), 'pat@example.test');
  await user.upload(screen.getByLabelText('Photo'), photo());
  await user.selectOptions(screen.getByLabelText('Role'), 'seller');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupPage', () => {
  it('offers Buyer first, then Seller', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const options = Array.from((screen.getByLabelText('Role') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Buyer', 'Seller']);
  });

  it('shows the spec messages for a missing name and photo', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Image is Required')).toBeInTheDocument();
  });

  it('gives Name and Email a red border when they are invalid', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveClass('input-error');
    expect(screen.getByLabelText('Email')).toHaveClass('input-error');
    expect(screen.getByLabelText('Role')).not.toHaveClass('select-error');
  });

  it('refuses a photo over 5 MB under the field, before uploading anything', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await fillAllBut(user, new File([new Uint8Array(6.5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const message = await screen.findByText('The photo is too large. Please choose one under 5 MB.');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(expect.stringContaining(message.textContent!));
    expect(screen.getByLabelText('Photo')).toHaveClass('file-input-error');
    expect(calls.map((c) => c.key)).not.toContain('POST /upload');
  }, 20_000);

  it('refuses a file that is not a picture, before uploading anything', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup({ applyAccept: false });
    await fillAllBut(user, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/This file is not a picture we can use/)).toBeInTheDocument();
    expect(calls.map((c) => c.key)).not.toContain('POST /upload');
  }, 20_000);

  it('says "Password did not match" and sends nothing', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup' });
    await fillForm('secret1', 'secret2');
    expect(await screen.findByText('Password did not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.key !== 'GET /config')).toHaveLength(0);
  });

  it('does not create the account when the photo upload fails, and keeps what was typed', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /upload': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF, AVIF or HEIF photo.',
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup' });
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your photo could not be uploaded: This file is not a picture we can use.',
    );
    expect(calls.some((c) => c.key === 'POST /auth/sign-up/email')).toBe(false);
    expect(screen.getByLabelText('Name')).toHaveValue('Pat');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('uploads, creates the account with the photo URL and role, stores the token and goes home', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /upload': { body: { success: true, data: { url: '/media/uploads/a.webp' } } },
      'POST /auth/sign-up/email': { body: { token: 'raw-token', user: { email: 'pat@example.test' } } },
      'POST /jwt': { body: { token: 'app-token' } },
      'POST /allusers': { body: { acknowledged: true } },
      'GET /auth/get-session': { body: null },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup', routes: [{ path: '/', element: <p>Home page</p> }] });
    await fillForm();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const signUp = calls.find((c) => c.key === 'POST /auth/sign-up/email');
    expect(JSON.parse(String(signUp!.init!.body))).toEqual({
      name: 'Pat',
      email: 'pat@example.test',
      password: 'secret1',
      role: 'seller',
      image: '/media/uploads/a.webp',
    });
    expect(localStorage.getItem('restrungToken')).toBe('app-token');
    const order = calls.map((c) => c.key).filter((k) => k.startsWith('POST'));
    expect(order).toEqual(['POST /upload', 'POST /auth/sign-up/email', 'POST /jwt', 'POST /allusers']);
  });

  it('shows "Password should be at least 6 characters" when the password is too short', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    await fillForm('12345');
    expect(await screen.findByText('Password should be at least 6 characters')).toBeInTheDocument();
  });

  it('explains an email that already has an account', async () => {
    const { fetchMock } = stubFetch({
      'POST /upload': { body: { success: true, data: { url: '/media/uploads/a.webp' } } },
      'POST /auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignupPage />, { path: '/signup' });
    await fillForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead.',
    );
  });
});

describe('SignupPage mismatch', () => {
  it('says "Password did not match" even before the other fields are filled', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password did not match')).toBeInTheDocument();
    expect(screen.getByText('Name is Required')).toBeInTheDocument();
  });
});
