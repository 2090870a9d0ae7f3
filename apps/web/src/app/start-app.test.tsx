import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { TOKEN_KEY } from '@restrung/shared/constants';
import { MESSAGES } from '@restrung/shared/messages';
import { stubFetch } from '../test/render.tsx';
import { aProduct, CATEGORIES, signedInAs, signedOut } from '../features/products/test/fixtures.ts';
import { renderStaticShellRoot } from './static-shell.tsx';
import type { AdoptedFramePage } from './frame-mark.ts';

/**
 * The app as main.tsx starts it, over #root as the HTML carries it (the build's static shell). Modules are loaded
 * afresh for each test: the router reads the address when it is made, and the session and the home page's chunk
 * are kept per page load. As in a browser, the home page's chunk arrives after the first render (`homeChunkArrives`).
 */
async function loadApp() {
  vi.resetModules();
  let homeChunkArrives = () => {};
  const arrived = new Promise<void>((resolve) => (homeChunkArrives = resolve));
  vi.doMock('./pages/home-page.tsx', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const [{ startApp }, { buyerButtonsSettled }] = await Promise.all([
    import('./start-app.tsx'),
    import('./buyer-buttons.tsx'),
  ]);
  return { startApp, buyerButtonsSettled, homeChunkArrives };
}

let app: Awaited<ReturnType<typeof loadApp>> | undefined;
const roots: HTMLElement[] = [];

/** #root of the HTML the server sends: the static shell of a page (`home` on `/`), or nothing as in `vite dev`. */
function htmlRoot(shell?: AdoptedFramePage | 'other'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = shell ? renderStaticShellRoot(shell) : '<div id="root"></div>';
  const root = holder.firstElementChild as HTMLElement;
  roots.push(document.body.appendChild(root));
  return root;
}

/**
 * The root's markup with each box's text as its value attribute: the HTML carries a box's text in the attribute, a
 * page drawn by Preact in the element's value alone, which is the same text for the page.
 */
function markup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const box of copy.querySelectorAll('input')) {
    const text = box.value;
    // Last in both, wherever the HTML had it.
    box.removeAttribute('value');
    box.setAttribute('value', text);
  }
  return copy.innerHTML;
}

const heroPicture = (root: HTMLElement) => within(root).getByRole('img', { name: /acoustic and an electric guitar/ });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(async () => {
  for (const root of roots.splice(0)) {
    render(null, root);
    root.remove();
  }
  app?.homeChunkArrives();
  await app?.buyerButtonsSettled();
  app = undefined;
  vi.doUnmock('./pages/home-page.tsx');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answerHome(session: Record<string, unknown> = signedOut) {
  const { fetchMock } = stubFetch({
    ...session,
    'GET /advertisedproduct': { body: [aProduct({ productName: 'Strat', advertise: true })] },
    'GET /category': { body: CATEGORIES },
    'GET /stats': { body: { totalProducts: 3, totalUsers: 2, totalSells: 1 } },
  });
  vi.stubGlobal('fetch', fetchMock);
}

/**
 * Holds the session's answer back until the returned function is called, so a test can compare renders made while
 * it is on its way: one that arrived between two renders would draw the signed-in header in the second only.
 */
function holdSessionAnswer(): () => void {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname.endsWith('/auth/get-session')) await answered;
    return answer(input, init);
  });
  return release;
}

/**
 * Starts the app over the HTML's home frame and, beside it, into an empty #root, and checks both first renders are
 * the same: Preact's hydration corrects text but not attributes, so any attribute the frame has wrong would stay,
 * and differ from the same first render drawn into an empty #root.
 */
async function startOverTheHomeFrame() {
  const loaded = await loadApp();
  app = loaded;
  const adopted = htmlRoot('home');
  const picture = heroPicture(adopted);
  await loaded.startApp(adopted);
  const drawn = htmlRoot();
  await loaded.startApp(drawn);
  expect(markup(adopted)).toBe(markup(drawn));
  return { adopted, picture, loaded };
}

describe('the app started on / over the HTML’s home frame', () => {
  it('adopts the frame: its first render is the frame, attribute for attribute, and the hero picture is never replaced', async () => {
    answerHome();
    const { adopted, picture, loaded } = await startOverTheHomeFrame();
    expect(heroPicture(adopted)).toBe(picture);

    // The page's chunk draws the sections under the hero; the picture stays the one the HTML brought.
    loaded.homeChunkArrives();
    expect(await within(adopted).findByText('Total Sells')).toBeInTheDocument();
    expect(await within(adopted).findByRole('link', { name: 'Strat' })).toBeInTheDocument();
    expect(heroPicture(adopted)).toBe(picture);
    expect(within(adopted).getByRole('banner').querySelector('[aria-current="page"]')).toHaveTextContent('Home');
  });

  it('adopts it for a signed-in visitor too, whose session is asked for only once the app runs', async () => {
    localStorage.setItem(TOKEN_KEY, 'a-token');
    answerHome(signedInAs({ role: 'buyer', name: 'Pat Buyer' }));
    const releaseSession = holdSessionAnswer();
    const { adopted, picture, loaded } = await startOverTheHomeFrame();
    // Both first renders were compared while the session was still on its way.
    expect(within(adopted).getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    releaseSession();
    loaded.homeChunkArrives();
    expect(await within(adopted).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(await within(adopted).findByText('Total Sells')).toBeInTheDocument();
    expect(heroPicture(adopted)).toBe(picture);
  });

  it('keeps text typed into the frame’s search box before the app started, focused, through the box’s renders', async () => {
    answerHome();
    app = await loadApp();
    const adopted = htmlRoot('home');
    const box = within(adopted).getByRole('combobox', { name: 'Search guitars' }) as HTMLInputElement;
    box.focus();
    box.value = 'stratocaster';
    await app.startApp(adopted);
    expect(within(adopted).getByRole('combobox', { name: 'Search guitars' })).toBe(box);
    expect(box).toHaveFocus();
    // A render of the box (focus opens its list) writes its state into the element: it must hold the typed text.
    await userEvent.setup().type(box, ' sunburst');
    expect(box).toHaveValue('stratocaster sunburst');
  });

  it('keeps letters typed while the app was starting, after it had read the box', async () => {
    answerHome();
    app = await loadApp();
    const adopted = htmlRoot('home');
    const box = within(adopted).getByRole('combobox', { name: 'Search guitars' }) as HTMLInputElement;
    box.focus();
    box.value = 'str';
    const started = app.startApp(adopted);
    // Keys pressed between the app's start steps, before the box has a handler: only the element has them.
    box.value = 'strat';
    await started;
    await userEvent.setup().type(box, 'ocaster');
    expect(box).toHaveValue('stratocaster');
  });
});

/**
 * The app loaded at `path` (its session signed out, or the home page's answers on `/`), over the frame the HTML holds
 * for no page in particular, and that frame's header.
 */
async function loadOverOtherFrame(path: string) {
  window.history.replaceState(null, '', path);
  if (path === '/') answerHome();
  else vi.stubGlobal('fetch', stubFetch(signedOut).fetchMock);
  const loaded = await loadApp();
  app = loaded;
  const root = htmlRoot('other');
  return { loaded, root, frameHeader: within(root).getByRole('banner') };
}

describe('the app started over a frame it cannot adopt', () => {
  it('draws afresh where the HTML holds the frame drawn for no page in particular, marking the current link', async () => {
    const { loaded, root, frameHeader } = await loadOverOtherFrame('/blogs');
    await loaded.startApp(root);
    const header = within(root).getByRole('banner');
    expect(header).not.toBe(frameHeader);
    expect(within(header).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws afresh on / when the HTML’s #root is not marked as the home frame', async () => {
    const { loaded, root, frameHeader } = await loadOverOtherFrame('/');
    await loaded.startApp(root);
    expect(within(root).getByRole('banner')).not.toBe(frameHeader);
    expect(within(root).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws in a task after the one that started it, the router made in a task between: a tap or a key waits for one step, not all', async () => {
    const { loaded, root, frameHeader } = await loadOverOtherFrame('/blogs');
    const nextTasks = vi.spyOn(globalThis, 'setTimeout');
    const started = loaded.startApp(root);
    expect(within(root).getByRole('banner')).toBe(frameHeader);
    await started;
    expect(within(root).getByRole('banner')).not.toBe(frameHeader);
    // jsdom has no scheduler.yield: each step waits for a timer of no delay.
    expect(nextTasks.mock.calls.filter(([, delay]) => !delay).length).toBeGreaterThanOrEqual(2);
  });
});

/**
 * Starts the app over a form page's frame and, beside it, into an empty #root: the frame's box (`formBox`, a selector)
 * is still the page's, and both first renders are the same, attribute for attribute. Drawn into an empty #root, the
 * page shows the first-load spinner first, then the form.
 */
async function expectFormAdopted(shell: Exclude<AdoptedFramePage, 'home'>, formBox: string) {
  app = await loadApp();
  const adopted = htmlRoot(shell);
  const box = adopted.querySelector(formBox);
  await app.startApp(adopted);
  expect(adopted.querySelector(formBox)).toBe(box);
  const drawn = htmlRoot();
  await app.startApp(drawn);
  // Its labels name the adopted form's boxes, which have the same ids and come first in the document.
  await waitFor(() => expect(drawn.querySelector(formBox)).not.toBeNull());
  expect(markup(adopted)).toBe(markup(drawn));
}

describe('the app started on /login over the HTML’s sign-in form', () => {
  /** The sign-in page's answers: a signed-out session, and a sign-in that records what it was sent. */
  function answerLogin() {
    window.history.replaceState(null, '', '/login');
    const { fetchMock, calls } = stubFetch({
      ...signedOut,
      'GET /config': { body: { googleSignIn: false } },
      'POST /auth/sign-in/email': { status: 401, body: { message: 'Invalid email or password' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    return () =>
      calls.filter(({ key }) => key === 'POST /auth/sign-in/email').map(({ init }) => JSON.parse(String(init?.body)));
  }
  const emailBox = (root: HTMLElement) => within(root).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  const passwordBox = (root: HTMLElement) => within(root).getByLabelText('Password') as HTMLInputElement;

  it('adopts the form once the page’s chunk is in: the first render is the frame, attribute for attribute', async () => {
    answerLogin();
    await expectFormAdopted('login', 'input[type="email"]');
  });

  it('keeps what was typed before the app started, focused, and signs in with it', async () => {
    const sent = answerLogin();
    app = await loadApp();
    const adopted = htmlRoot('login');
    emailBox(adopted).value = 'pat@example.com';
    passwordBox(adopted).value = 'correct-horse-battery';
    passwordBox(adopted).focus();
    await app.startApp(adopted);
    expect(emailBox(adopted)).toHaveValue('pat@example.com');
    expect(passwordBox(adopted)).toHaveFocus();
    await userEvent.setup().click(within(adopted).getByRole('button', { name: 'Sign In' }));
    expect(await within(adopted).findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
    expect(sent()).toEqual([expect.objectContaining({ email: 'pat@example.com', password: 'correct-horse-battery' })]);
  });

  it('draws afresh when the page’s chunk cannot load: the error screen is not the form', async () => {
    answerLogin();
    vi.doMock('../features/auth/pages/login-page.tsx', () => Promise.reject(new Error('network down')));
    try {
      app = await loadApp();
      const adopted = htmlRoot('login');
      const box = emailBox(adopted);
      await app.startApp(adopted);
      expect(await within(adopted).findByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.errorScreen);
      expect(adopted).not.toContainElement(box);
    } finally {
      vi.doUnmock('../features/auth/pages/login-page.tsx');
    }
  });

  it('holds a sign-in sent before the app started, and sends it once the app has the form', async () => {
    const sent = answerLogin();
    app = await loadApp();
    const adopted = htmlRoot('login');
    // As the early entry does; the module the app loaded (loadApp loads modules afresh).
    (await import('../lib/forms-before-start.ts')).holdUntilStart();
    emailBox(adopted).value = 'pat@example.com';
    passwordBox(adopted).value = 'correct-horse-battery';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    within(adopted).getByRole('button', { name: 'Sign In' }).closest('form')!.dispatchEvent(submit);
    // Held: the browser would otherwise have sent the form itself, the password with it.
    expect(submit.defaultPrevented).toBe(true);
    await app.startApp(adopted);
    expect(await within(adopted).findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
    expect(sent()).toEqual([expect.objectContaining({ email: 'pat@example.com', password: 'correct-horse-battery' })]);
  });
});

describe('the app started on /signup over the HTML’s sign-up form', () => {
  /** The sign-up page's answers: a signed-out session, and an upload and a sign-up that record what they were sent. */
  function answerSignup() {
    window.history.replaceState(null, '', '/signup');
    const { fetchMock, calls } = stubFetch({
      ...signedOut,
      'POST /upload': { body: { success: true, data: { url: '/media/uploads/a.webp' } } },
      'POST /auth/sign-up/email': { status: 422, body: { message: 'Stopped here by the test' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    return () =>
      calls.filter(({ key }) => key === 'POST /auth/sign-up/email').map(({ init }) => JSON.parse(String(init?.body)));
  }
  const box = (root: HTMLElement, label: string) => within(root).getByLabelText(label) as HTMLInputElement;

  it('adopts the form once the page’s chunk is in: the first render is the frame, attribute for attribute', async () => {
    answerSignup();
    await expectFormAdopted('signup', 'select');
  });

  it('keeps what was chosen and typed before the app started, the role and the photo too, and signs up with them', async () => {
    const sent = answerSignup();
    app = await loadApp();
    const adopted = htmlRoot('signup');
    const user = userEvent.setup();
    // Chosen and typed in the HTML's form, before the app has a handler on anything.
    await user.type(box(adopted, 'Name'), 'Pat');
    await user.type(box(adopted, 'Email'), 'pat@example.test');
    await user.upload(
      box(adopted, 'Photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await user.selectOptions(within(adopted).getByLabelText('Role'), 'seller');
    await user.type(box(adopted, 'Password'), 'secret1');
    await user.type(box(adopted, 'Confirm Password'), 'secret1');
    await app.startApp(adopted);
    expect(within(adopted).getByLabelText('Role')).toHaveValue('seller');
    expect(box(adopted, 'Name')).toHaveValue('Pat');
    await user.click(within(adopted).getByRole('button', { name: 'Sign Up' }));
    expect(await within(adopted).findByRole('alert')).toHaveTextContent('Stopped here by the test');
    expect(sent()).toEqual([
      expect.objectContaining({ name: 'Pat', email: 'pat@example.test', role: 'seller', password: 'secret1' }),
    ]);
  });
});

describe('the app started on the password pages over the HTML’s forms', () => {
  /** The password pages' answers: a signed-out session, and the two calls, recording what they were sent. */
  function answerPasswordPages(address: string) {
    window.history.replaceState(null, '', address);
    const { fetchMock, calls } = stubFetch({
      ...signedOut,
      'POST /auth/request-password-reset': { body: { status: true } },
      'POST /auth/reset-password': { body: { status: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    return (key: string) => calls.filter((call) => call.key === key).map(({ init }) => JSON.parse(String(init?.body)));
  }
  const box = (root: HTMLElement, label: string) => within(root).getByLabelText(label) as HTMLInputElement;

  it('adopts the forgot-password form: the first render is the frame, attribute for attribute', async () => {
    answerPasswordPages('/forgot-password');
    await expectFormAdopted('forgot-password', 'input[type="email"]');
  });

  it('asks for a reset link with the address typed before the app started', async () => {
    const sent = answerPasswordPages('/forgot-password');
    app = await loadApp();
    const adopted = htmlRoot('forgot-password');
    const user = userEvent.setup();
    await user.type(box(adopted, 'Email'), 'pat@example.test');
    await app.startApp(adopted);
    await user.click(within(adopted).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(adopted).findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(sent('POST /auth/request-password-reset')).toEqual([{ email: 'pat@example.test' }]);
  });

  it('adopts the new-password form opened from the email’s link: the first render is the frame', async () => {
    answerPasswordPages('/reset-password?token=emailed');
    await expectFormAdopted('reset-password', 'input[type="password"]');
  });

  it('saves the new password typed before the app started, with the link’s token', async () => {
    const sent = answerPasswordPages('/reset-password?token=emailed');
    app = await loadApp();
    const adopted = htmlRoot('reset-password');
    const user = userEvent.setup();
    await user.type(box(adopted, 'New Password'), 'brand-new-secret');
    await user.type(box(adopted, 'Confirm Password'), 'brand-new-secret');
    await app.startApp(adopted);
    await user.click(within(adopted).getByRole('button', { name: 'Save New Password' }));
    expect(await within(adopted).findByRole('heading', { name: 'Password Changed' })).toBeInTheDocument();
    expect(sent('POST /auth/reset-password')).toEqual([{ token: 'emailed', newPassword: 'brand-new-secret' }]);
  });

  it('draws afresh where the link has no token: the page says so, which the frame does not', async () => {
    answerPasswordPages('/reset-password');
    app = await loadApp();
    const adopted = htmlRoot('reset-password');
    const frameBox = box(adopted, 'New Password');
    await app.startApp(adopted);
    expect(await within(adopted).findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(adopted).not.toContainElement(frameBox);
  });
});
