import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstFrame } from './layouts/root-layout.tsx';
import { HOME_FRAME_MARK } from './home-frame-mark.ts';

/**
 * The page as the app first draws it (`FirstFrame`), rendered at build time into the HTML the server sends
 * (vite.config.ts, staticShell): the header, and on `/` the hero with its picture, the home page's largest paint, show
 * as soon as the HTML and CSS arrive instead of after the JavaScript has loaded and run. On `/` the app then adopts
 * these elements; elsewhere it draws the same frame over them (app/start-app.tsx).
 */
export function renderStaticShell(page: 'home' | 'other'): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[page === 'home' ? '/' : '/loading']}>
        <FirstFrame home={page === 'home'} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** #root as the HTML carries it, the home frame marked as the one the app may adopt. */
export function renderStaticShellRoot(page: 'home' | 'other'): string {
  return `<div id="root"${page === 'home' ? ` ${HOME_FRAME_MARK}` : ''}>${renderStaticShell(page)}</div>`;
}
