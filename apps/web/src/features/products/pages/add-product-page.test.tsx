import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '@restrung/shared/messages';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { CATEGORIES, CATEGORY_ID, signedInAs } from '../test/fixtures.ts';
import { AddProductPage } from './add-product-page.tsx';
import { LEAVE_UNSAVED } from '@restrung/shared/form-texts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const SELLER = { role: 'seller' as const, name: 'Vera Strings', email: 'vera@restrung.local' };
const PHOTO_URL = '/media/uploads/strat.webp';
const ok = {
  'POST /upload': { body: { success: true, data: { url: PHOTO_URL } } },
  'POST /products': { body: { acknowledged: true, insertedId: 'new-id' } },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderForm(handlers: Parameters<typeof stubFetch>[0] = ok) {
  const stubbed = stubFetch({
    ...signedInAs(SELLER),
    'GET /usersverification': { body: { verified: true } },
    'GET /category': { body: CATEGORIES },
    ...handlers,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const rendered = renderPage(<AddProductPage />, {
    path: '/dashboard/addproduct',
    routes: [{ path: '/dashboard/myproducts', element: <p>My products page</p> }],
  });
  return { ...stubbed, ...rendered };
}

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText('Product Name'), 'Fender Player Stratocaster');
  await user.upload(screen.getByLabelText('Product Image'), new File(['png'], 'strat.png', { type: 'image/png' }));
  await user.selectOptions(screen.getByLabelText('Category'), 'Electric Guitars');
  await user.type(screen.getByLabelText('Market Price'), '849');
  await user.type(screen.getByLabelText('Asking Price'), '620.5');
  await user.type(screen.getByLabelText('Year Of Purchase'), '2015');
  await user.selectOptions(screen.getByLabelText('Condition'), 'excellent');
  await user.type(screen.getByLabelText('Location'), 'Austin, TX');
  await user.type(screen.getByLabelText('Phone Number'), '+1 555 0110');
  await user.type(screen.getByLabelText('Description'), 'Polar white, maple neck.');
}

// Typing a whole form in jsdom takes a few seconds on a busy machine.
describe('AddProductPage', { timeout: 20_000 }, () => {
  it("prefills the seller's name and email, read-only, and offers the fetched categories and the five conditions", async () => {
    renderForm();
    expect(await screen.findByLabelText('Seller Name')).toHaveValue('Vera Strings');
    expect(screen.getByLabelText('Seller Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Seller Email')).toHaveValue('vera@restrung.local');
    expect(screen.getByLabelText('Seller Email')).toHaveAttribute('readonly');
    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
        .filter((o) => o.value)
        .map((o) => o.value);
    expect(options('Category')).toEqual(CATEGORIES.map((c) => c._id));
    expect(options('Condition')).toEqual(['excellent', 'good', 'fair', 'moderate', 'bad']);
    expect(screen.getByLabelText('Product Image')).toHaveAttribute('type', 'file');
    // Issue 12: several photos at once.
    expect(screen.getByLabelText('Product Image')).toHaveAttribute('multiple');
  });

  it('shows the spec message of every empty field and sends nothing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    for (const message of [
      MESSAGES.productNameRequired,
      MESSAGES.imageRequired,
      MESSAGES.marketPriceRequired,
      MESSAGES.askingPriceRequired,
      MESSAGES.yearRequired,
      MESSAGES.locationRequired,
      MESSAGES.phoneRequired,
      MESSAGES.descriptionRequired,
      'Please choose a category.',
      'Please choose a condition.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Product Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('asks before leaving a half-filled form, and stays with what was typed unless told to leave', async () => {
    const { router } = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Product Name'), 'Fender Player Stratocaster');

    // As a menu link would.
    await act(() => router.navigate('/dashboard/myproducts'));
    let dialog = await screen.findByRole('dialog', { name: LEAVE_UNSAVED });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard/addproduct');
    expect(screen.getByLabelText('Product Name')).toHaveValue('Fender Player Stratocaster');

    await act(() => router.navigate('/dashboard/myproducts'));
    dialog = await screen.findByRole('dialog', { name: LEAVE_UNSAVED });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('My products page')).toBeInTheDocument();
  });

  it('keeps the keyboard among the photos when one is removed, and on the file field when none is left', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Product Image'), [
      new File(['png'], 'front.png', { type: 'image/png' }),
      new File(['png'], 'back.png', { type: 'image/png' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    // The back is photo 1 now; its Remove has the focus.
    expect(await screen.findByRole('img', { name: 'Photo 1: back.png' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Product Image')).toHaveFocus());
  });

  it('takes the seller to the photo field when only the photo is missing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(MESSAGES.imageRequired)).toBeInTheDocument();
    // Far above the button on a phone: focus (and so the scroll) goes there, as for any other missing field.
    await waitFor(() => expect(screen.getByLabelText('Product Image')).toHaveFocus());
    expect(calls.filter((c) => c.key === 'POST /products')).toEqual([]);
  });

  it('shows the control-character message under a field holding one, keeps line breaks in the description, and sends nothing', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    // A right-to-left override pasted into the name; line breaks in the description are fine.
    await user.type(screen.getByLabelText('Product Name'), '\u202e');
    await user.type(screen.getByLabelText('Description'), '{Enter}New strings.');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(CONTROL_CHARACTER_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(CONTROL_CHARACTER_MESSAGE)).toHaveLength(1);
    expect(screen.getByLabelText('Product Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('uploads the photo, creates the product, toasts and goes to My Products', async () => {
    const { calls, client } = renderForm();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('My products page')).toBeInTheDocument();
    const posts = calls.filter((c) => c.init?.method === 'POST');
    expect(posts.map((c) => c.key)).toEqual(['POST /upload', 'POST /products']);
    expect((posts[0]!.init!.body as FormData).get('image')).toBeInstanceOf(File);
    expect(JSON.parse(String(posts[1]!.init!.body))).toEqual({
      productName: 'Fender Player Stratocaster',
      productPhoto: PHOTO_URL,
      photos: [PHOTO_URL],
      categoryid: CATEGORY_ID,
      marketPrice: 849,
      askingPrice: 620.5,
      usedYears: '2015',
      condition: 'excellent',
      location: 'Austin, TX',
      phone: '+1 555 0110',
      description: 'Polar white, maple neck.',
    });
    // The toast goes out once react-toastify's chunk has loaded.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.toastProductAdded));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['stats'] });
  });

  it('shows a spinner and disables the button while submitting, keeping the focus and sending once', async () => {
    let answer!: () => void;
    let creations = 0;
    renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    // Hold the creation until the test lets it go.
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/products')) {
        creations += 1;
        await new Promise<void>((resolve) => (answer = resolve));
      }
      return original(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const button = await screen.findByRole('button', { name: 'Adding product…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(button.querySelector('.loading')).not.toBeNull();
    await user.click(button);
    await user.type(screen.getByLabelText('Product Name'), '{Enter}');
    expect(creations).toBe(1);
    answer();
    expect(await screen.findByText('My products page')).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB under the field as soon as it is chosen, and never uploads it', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    const big = new File([new Uint8Array(6.5 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Product Image'), big);
    const message = await screen.findByText('The photo is too large. Please choose one under 5 MB.');
    expect(screen.getByLabelText('Product Image')).toHaveAccessibleDescription(
      expect.stringContaining(message.textContent!),
    );
    expect(screen.getAllByRole('listitem', { name: /^Photo \d of 1/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('My products page')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /upload')).toHaveLength(1);
    expect((calls.find((c) => c.key === 'POST /upload')!.init!.body as FormData).get('image')).toHaveProperty(
      'name',
      'strat.png',
    );
  });

  it('refuses a file that is not a picture, before uploading anything', async () => {
    const { calls } = renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Product Name');
    await user.upload(
      screen.getByLabelText('Product Image'),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/This file is not a picture we can use/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(calls.map((c) => c.key)).not.toContain('POST /upload');
  });

  it('a failed upload says so, stops the spinner and keeps every typed value', async () => {
    const { calls } = renderForm({
      ...ok,
      'POST /upload': {
        status: 413,
        body: {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'The photo is too large. Please choose one under 5 MB.',
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your photo could not be uploaded: The photo is too large. Please choose one under 5 MB.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(calls.map((c) => c.key)).not.toContain('POST /products');
    expect(screen.getByLabelText('Product Name')).toHaveValue('Fender Player Stratocaster');
    expect(screen.getByLabelText('Asking Price')).toHaveValue(620.5);
    expect(screen.getByLabelText('Description')).toHaveValue('Polar white, maple neck.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a failed creation says why and keeps the input; trying again does not upload the photo twice', async () => {
    let refuse = true;
    const { calls } = renderForm({
      ...ok,
      'POST /products': () =>
        refuse
          ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Please choose a category.' } }
          : ok['POST /products'],
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Product Name');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your product could not be added: Please choose a category.',
    );
    // Said once: a toast as well would be read out a second time.
    expect(screen.getAllByText('Your product could not be added: Please choose a category.')).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Location')).toHaveValue('Austin, TX');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('My products page')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /upload')).toHaveLength(1));
    expect(calls.filter((c) => c.key === 'POST /products')).toHaveLength(2);
  });

  it('tells a seller not yet verified that listings become public once an admin verifies the account', async () => {
    renderForm({ ...ok, 'GET /usersverification': { body: { verified: false } } });
    expect(
      await screen.findByText(/Your listings become public once an admin verifies your account/),
    ).toBeInTheDocument();
  });
});

describe('AddProductPage recent sale prices', { timeout: 20_000 }, () => {
  it('shows what the chosen brand and model sold for once both are given', async () => {
    const { calls } = renderForm({
      ...ok,
      'GET /price-guide': { body: { count: 4, lowest: 500, median: 610, highest: 720 } },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Brand'), 'Fender');
    expect(screen.queryByRole('region', { name: 'Recent sale prices' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Model'), 'Player Stratocaster');
    const guide = await screen.findByRole('region', { name: 'Recent sale prices' });
    expect(guide).toHaveTextContent('Fender Player Stratocaster sold on Restrung in the last 12 months: 4 sales');
    expect(guide).toHaveTextContent('$610.00');
    // Asked once the typing settled, not once per key.
    expect(calls.filter((c) => c.key === 'GET /price-guide').length).toBeLessThan(4);
  });
});
