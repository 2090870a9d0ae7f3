import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { renderStaticShell, renderStaticShellRoot, staticShellTitle } from './static-shell.tsx';
import { RootHydrateFallback } from './layouts/root-layout.tsx';
import { renderPage } from '../test/render.tsx';
import { isFormPagePath } from '@restrung/shared/page-paths';
import { ADOPTED_FRAME_PAGES, type AdoptedFramePage } from './frame-mark.ts';

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
}

describe('the static shell written into the HTML at build time', () => {
  it('draws the header with the session still loading and, on /, the hero with its picture', () => {
    const page = parse(renderStaticShell('home'));
    expect(page.querySelector('header a[href="/"]')?.textContent).toBe('Restrung');
    expect(page.querySelector('[aria-label="Loading your account"]')).not.toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Every guitar deserves another song');
    const hero = page.querySelector('main img');
    expect(hero?.getAttribute('src')).toMatch(/hero-guitars/);
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelector('footer')).not.toBeNull();
  });

  it('draws the sign-in form on /login, sent by POST, in a #root marked as the frame of /login', () => {
    const page = parse(renderStaticShell('login'));
    expect(page.querySelector('h1')?.textContent).toBe('Sign In');
    const form = page.querySelector('main form');
    // Were the browser to send it before the app has its handler on it, the password would not be in the address.
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[type="email"][name="email"]')).not.toBeNull();
    expect(form?.querySelector('input[type="password"][name="password"]')).not.toBeNull();
    expect(renderStaticShellRoot('login')).toMatch(/^<div id="root" data-frame-of="\/login">/);
    expect(renderStaticShellRoot('home')).toMatch(/^<div id="root" data-frame-of="\/">/);
    expect(renderStaticShellRoot('other')).toMatch(/^<div id="root">/);
  });

  it('draws the sign-up form on /signup, sent by POST, in a #root marked as the frame of /signup', () => {
    const page = parse(renderStaticShell('signup'));
    expect(page.querySelector('h1')?.textContent).toBe('Sign Up');
    const form = page.querySelector('main form');
    expect(form?.getAttribute('method')).toBe('post');
    for (const box of ['input[name="name"]', 'input[type="file"][name="photo"]', 'select[name="role"]'])
      expect(form?.querySelector(box)).not.toBeNull();
    expect(form?.querySelectorAll('input[type="password"]')).toHaveLength(2);
    expect(renderStaticShellRoot('signup')).toMatch(/^<div id="root" data-frame-of="\/signup">/);
  });

  it('draws the forgot-password form on /forgot-password, sent by POST, in a #root marked as its frame', () => {
    const page = parse(renderStaticShell('forgot-password'));
    expect(page.querySelector('h1')?.textContent).toBe('Forgot Password');
    const form = page.querySelector('main form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[type="email"][name="email"]')).not.toBeNull();
    expect(renderStaticShellRoot('forgot-password')).toMatch(/^<div id="root" data-frame-of="\/forgot-password">/);
  });

  it('draws the new-password form as opened from the email, with a token, marked as needing one to be adopted', () => {
    const page = parse(renderStaticShell('reset-password'));
    expect(page.querySelector('h1')?.textContent).toBe('Choose a New Password');
    const form = page.querySelector('main form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelectorAll('input[type="password"]')).toHaveLength(2);
    // Drawn without a token, the page would say the link is not valid.
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect(renderStaticShellRoot('reset-password')).toMatch(/^<div id="root" data-frame-of="\/reset-password\?token">/);
  });

  it('posts every form drawn into the HTML to a page the server sends back to, rather than a 404', () => {
    const pages = (Object.keys(ADOPTED_FRAME_PAGES) as AdoptedFramePage[]).filter((page) => page !== 'home');
    for (const page of pages) {
      expect(parse(renderStaticShell(page)).querySelector('main form')?.getAttribute('method'), page).toBe('post');
      expect(isFormPagePath(ADOPTED_FRAME_PAGES[page].split('?')[0]!), page).toBe(true);
    }
  });

  it('names each form page’s tab in its HTML as the app does once it runs', () => {
    expect(staticShellTitle('login')).toBe('Sign In | Restrung');
    expect(staticShellTitle('signup')).toBe('Sign Up | Restrung');
    expect(staticShellTitle('forgot-password')).toBe('Forgot Password | Restrung');
    expect(staticShellTitle('reset-password')).toBe('Choose a New Password | Restrung');
    expect(staticShellTitle('home')).toBe('Restrung');
  });

  it('draws the same spinner as the first-load fallback on every other page, and no hero', () => {
    const page = parse(renderStaticShell('other'));
    expect(page.querySelector('main [role="status"]')?.textContent).toBe('Loading');
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
  });
});

describe('the first frame the app draws while the first page loads', () => {
  it('is the spinner frame of the static shell: `/` draws its page at once, and adopts its frame (start-app.test.tsx)', async () => {
    renderPage(<RootHydrateFallback />, { path: '/login' });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
