import { createBrowserRouter } from 'react-router';
import { PlainLayout } from './app/layouts/plain-layout.tsx';
import { ErrorScreen } from './app/error-screen.tsx';

/** Routes and guards as SPEC.md section 2 lists them. Pages load lazily: each route is its own chunk. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <PlainLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./features/home/pages/home-page.tsx')).HomePage }) },
      { path: 'blogs', lazy: async () => ({ Component: (await import('./features/about/pages/about-page.tsx')).AboutPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./features/privacy/pages/privacy-page.tsx')).PrivacyPage }) },
      { path: '*', element: <ErrorScreen /> },
    ],
  },
]);
