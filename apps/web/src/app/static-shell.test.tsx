import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderStaticShell } from './static-shell.tsx';
import { RootHydrateFallback } from './layouts/root-layout.tsx';
import { renderPage } from '../test/render.tsx';

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

  it('draws the same spinner as the first-load fallback on every other page, and no hero', () => {
    const page = parse(renderStaticShell('other'));
    expect(page.querySelector('main [role="status"]')?.textContent).toBe('Loading');
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
  });
});

describe('the first frame React draws while the first page loads', () => {
  it('is the static shell of the same page, so nothing changes when React takes over', async () => {
    expect(window.location.pathname).toBe('/');
    renderPage(<RootHydrateFallback />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Every guitar deserves another song');
    expect(document.querySelector('main img')?.getAttribute('src')).toMatch(/hero-guitars/);
  });
});
