import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstFrame } from './layouts/root-layout.tsx';

/**
 * The page as React first draws it (`FirstFrame`, the router's first-load fallback), rendered at build time into
 * the HTML the server sends (vite.config.ts, staticShell): the header, and on `/` the hero with its picture, the
 * home page's largest paint, show as soon as the HTML and CSS arrive instead of after the JavaScript has loaded and
 * run. React then draws the same frame over it (the session still loading), and the page once its code is here.
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
