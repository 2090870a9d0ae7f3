import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';

/** Where the header, the footer and the hero send people; one place so they never disagree. */
export const PATHS = {
  home: '/',
  products: `/category/${DEFAULT_CATEGORY_ID}`,
  about: '/blogs',
  privacy: '/privacy',
  login: '/login',
} as const;

export interface SiteLink {
  label: string;
  to: string;
  /** Match the path exactly, so Home is not marked current on every page. */
  end?: boolean;
  /** Marked current on every path under this one (Products: any category, not only the one it opens). */
  section?: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'Home', to: PATHS.home, end: true },
  { label: 'Products', to: PATHS.products, section: '/category/' },
  { label: 'About', to: PATHS.about },
];

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'Products', to: PATHS.products },
  { label: 'About us', to: PATHS.about },
  { label: 'Privacy Policy', to: PATHS.privacy },
];

/** SPEC.md: the footer's copyright line is for 2022, the year the marketplace opened; it is not the current year. */
export const COPYRIGHT_YEAR = 2022;
