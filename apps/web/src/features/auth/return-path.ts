import type { Location } from 'react-router';

/** Where to send a person after sign-in: the page a guard stopped them at, else home. */
export function returnPath(location: Location, search: URLSearchParams): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (from?.pathname) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  const query = search.get('from');
  // Only paths on this site: never bounce a person to another origin.
  if (query?.startsWith('/') && !query.startsWith('//')) return query;
  return '/';
}
