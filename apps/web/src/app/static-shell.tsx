import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstFrame } from './layouts/root-layout.tsx';
import { PageShell } from './layouts/page-shell.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { SignupPage } from '../features/auth/pages/signup-page.tsx';
import { ADOPTED_FRAME_PAGES, FRAME_MARK, type AdoptedFramePage } from './frame-mark.ts';

type ShellPage = AdoptedFramePage | 'other';

/**
 * The page as the app first draws it, rendered at build time into the HTML the server sends (vite.config.ts,
 * staticShell): the header, and on `/` the hero with its picture, the home page's largest paint, and on `/login` and
 * `/signup` their forms, show as soon as the HTML and CSS arrive instead of after the JavaScript has loaded and run.
 * On those pages the app then adopts these elements; elsewhere it draws the same frame over them (app/start-app.tsx).
 * This file is built for the build and the tests only, so the pages it imports stay out of the app's entry.
 */
export function renderStaticShell(page: ShellPage): string {
  const path = page === 'other' ? '/loading' : ADOPTED_FRAME_PAGES[page];
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {page === 'login' || page === 'signup' ? (
          <PageShell>{page === 'login' ? <LoginPage /> : <SignupPage />}</PageShell>
        ) : (
          <FirstFrame home={page === 'home'} />
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** #root as the HTML carries it, an adoptable frame marked with its page's path. */
export function renderStaticShellRoot(page: ShellPage): string {
  const mark = page === 'other' ? '' : ` ${FRAME_MARK}="${ADOPTED_FRAME_PAGES[page]}"`;
  return `<div id="root"${mark}>${renderStaticShell(page)}</div>`;
}
