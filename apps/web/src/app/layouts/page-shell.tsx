import type { ReactNode } from 'react';
import { Header } from './header.tsx';
import { Footer } from '../../components/footer.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';

export const MAIN_ID = 'main';

/**
 * Header, main area and footer, shared by both layouts and by the first-load fallback so the page keeps its shape
 * while code and the session load. The main area is at least a screen tall (minus the header), so the footer never
 * shows mid-screen and then jumps down once the page has its content.
 */
export function PageShell({
  children,
  nav,
  mainClassName = '',
}: {
  children: ReactNode;
  nav?: ReactNode;
  mainClassName?: string;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target={MAIN_ID} />
      <Header />
      {nav}
      {/* tabIndex -1: the skip link moves focus here; the outline is not needed on a whole region. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`min-h-[calc(100svh-4rem)] flex-1 focus:outline-none ${mainClassName}`}
      >
        {children}
      </main>
      <Footer />
      {/*
        Last in the page and stuck to the bottom of the window: it appears once the session has loaded, and above the
        page it pushed everything down (a layout shift of 0.11-0.16 on every page, measured by npm run bench).
      */}
      <VerifyEmailBanner className="sticky bottom-0 z-30" />
    </div>
  );
}
