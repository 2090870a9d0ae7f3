import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstFrame } from './layouts/root-layout.tsx';
import { PageShell } from './layouts/page-shell.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { SignupPage } from '../features/auth/pages/signup-page.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { ADOPTED_FRAME_PAGES, drawnLocation, FRAME_MARK, type AdoptedFramePage } from './frame-mark.ts';
import { routes } from '../router.tsx';
import { documentTitle } from './route-title.tsx';

type ShellPage = AdoptedFramePage | 'other';

/** The pages whose HTML holds their form. */
const FORM_PAGES: Record<Exclude<AdoptedFramePage, 'home'>, ComponentType> = {
  login: LoginPage,
  signup: SignupPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};

/**
 * The page as the app first draws it, rendered at build time into the HTML the server sends (vite.config.ts,
 * staticShell): the header, and on `/` the hero with its picture, the home page's largest paint, and on the sign-in,
 * sign-up and password pages their forms, show as soon as the HTML and CSS arrive instead of after the JavaScript has
 * loaded and run. On those pages the app then adopts these elements; elsewhere it draws the same frame over them
 * (app/start-app.tsx). This file is built for the build and the tests only, so the pages it imports stay out of the
 * app's entry.
 */
export function renderStaticShell(page: ShellPage): string {
  const location = page === 'other' ? '/loading' : drawnLocation(ADOPTED_FRAME_PAGES[page]);
  const FormPage = page === 'other' || page === 'home' ? null : FORM_PAGES[page];
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[location]}>
        {FormPage ? (
          <PageShell>
            <FormPage />
          </PageShell>
        ) : (
          <FirstFrame home={page === 'home'} />
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** #root as the HTML carries it, an adoptable frame marked with the location it was drawn for. */
export function renderStaticShellRoot(page: ShellPage): string {
  const mark = page === 'other' ? '' : ` ${FRAME_MARK}="${ADOPTED_FRAME_PAGES[page]}"`;
  return `<div id="root"${mark}>${renderStaticShell(page)}</div>`;
}

/**
 * The tab's title the app gives a page whose HTML holds its frame (app/route-title.tsx), for the HTML's `<title>`: the
 * tab, and a screen reader announcing the page as it loads, name it before the app runs.
 */
export function staticShellTitle(page: AdoptedFramePage): string {
  const matches = matchRoutes(routes, drawnLocation(ADOPTED_FRAME_PAGES[page])) ?? [];
  return documentTitle(matches.map((match) => match.route.handle));
}
