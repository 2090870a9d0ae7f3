import { Link } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { COPYRIGHT_YEAR, FOOTER_LINKS, PATHS } from './site-links.ts';
import { SOCIAL_ICONS } from './social-icons.tsx';

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer footer-horizontal footer-center mx-auto max-w-6xl gap-6 px-4 py-10">
        <aside className="gap-1">
          <p className="text-2xl font-extrabold tracking-tight">{BRAND}</p>
          <p className="text-sm text-neutral-content/80">Second-hand guitars, first-rate music.</p>
        </aside>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.label} to={link.to} className="link link-hover">
              {link.label}
            </Link>
          ))}
        </nav>
        {/* SPEC.md: all three social icons lead to the home page. */}
        <nav aria-label="Social media">
          <ul className="flex gap-3">
            {SOCIAL_ICONS.map((icon) => (
              <li key={icon.name}>
                <Link
                  to={PATHS.home}
                  aria-label={icon.name}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full text-neutral-content transition-colors hover:bg-neutral-content/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
                    {icon.path}
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm">
          Copyright © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
