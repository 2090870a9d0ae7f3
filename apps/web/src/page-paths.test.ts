import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@restrung/shared/page-paths';
import { routes } from './router.tsx';

/** Every path the router renders a page for (its '*' catch-alls are the error screens). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.index
      ? parent || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path ?? ''}`;
    const own = route.index || (route.path && !route.children) ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], route.index ? parent : here)];
  });
}

describe('PAGE_PATHS (the server answers 404 for any other path)', () => {
  it('lists exactly the pages the router has', () => {
    expect([...PAGE_PATHS].sort()).toEqual(pagePaths(routes).sort());
  });
});
