import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { HeaderAccount } from './header-account.tsx';
import { useSession } from '../../features/auth/api.ts';
import { LiveNotificationAnnouncer } from '../../features/notifications/components/live-announcer.tsx';
import { HEADER_LINKS, type SiteLink } from '../../components/site-links.ts';
import { CloseIcon, MenuIcon } from '../../components/menu-icons.tsx';
import { SearchBox } from '../../features/products/components/search-box.tsx';
import { usePopupDismiss } from '../../lib/use-popup-dismiss.ts';
import { FOCUS_RING, headerLinkClass } from './header-link-class.ts';

function isCurrent(link: SiteLink, pathname: string): boolean {
  if (link.end) return pathname === link.to;
  return pathname === link.to || pathname.startsWith(link.section ?? `${link.to}/`);
}

/** Home, Products and About: in the bar on wide screens, in the toggled menu on small ones. */
function HeaderLinks({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {HEADER_LINKS.map((link) => {
        const current = isCurrent(link, pathname);
        return (
          <li key={link.to}>
            <Link to={link.to} className={headerLinkClass(current)} aria-current={current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Publishes the header's height as --header-height, so toasts can start below it (also when the menu is open). */
function useHeaderHeightVariable(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { user } = useSession();
  useHeaderHeightVariable(headerRef);

  // A link inside the menu changes the location: the menu has done its job, so it folds away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value read inside
  useEffect(() => setOpen(false), [location.key]);

  usePopupDismiss(open, () => {
    setOpen(false);
    // Focus was inside the menu that is about to disappear; give it back to the button that opened it.
    toggleRef.current?.focus();
  });

  return (
    // Sticky: the account controls stay at hand on long pages.
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-base-300 bg-base-200">
      <LiveNotificationAnnouncer userId={user?.id} />
      <nav aria-label="Main" className="navbar mx-auto max-w-6xl gap-2 px-4">
        <Link
          to="/"
          className={`flex-none rounded-field text-2xl font-extrabold tracking-tight text-primary ${FOCUS_RING}`}
        >
          {BRAND}
        </Link>
        {/* The bar from lg up; below it, the toggled menu. Signed in, the bar needs about 790 px: at 768 it ran past the
            window's edge, so tablets get the menu as phones do. */}
        <HeaderLinks className="menu menu-horizontal hidden flex-none gap-1 lg:flex" />
        {/* The links and the search box keep their place whatever the account area comes to hold (loading dots, Sign
            In, or Dashboard to Sign Out): the search box takes the room between the links and the account area and
            only narrows with it. Centred links and a right-aligned box moved 60 and 213 px left when a session
            arrived. */}
        <div className="hidden min-w-0 flex-1 lg:block">
          <SearchBox className="w-full max-w-xs" />
        </div>
        <div className="ml-auto flex flex-none items-center gap-2">
          {/* As wide and as tall as the signed-in controls (Dashboard to Sign Out, about 16 rem), whatever it holds, so
              it does not move either; Sign In and the loading dots sit at its right. */}
          <div className="hidden min-h-9 items-center justify-end lg:flex lg:min-w-[17rem]">
            <HeaderAccount placement="bar" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-square btn-ghost lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      {/* Rendered only while open, so its links are out of the tab order and the accessibility tree when folded. */}
      <div id={menuId} hidden={!open} className="border-t border-base-300 px-4 pb-4 lg:hidden">
        {open && (
          <>
            <SearchBox className="mt-3" />
            <HeaderLinks className="menu w-full gap-1 px-0" />
            <div className="mt-2">
              <HeaderAccount placement="menu" />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
