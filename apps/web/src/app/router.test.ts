import { appPagePatterns } from '@sada/contracts/app-pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { routes } from './router';

// Every route the product names must reach a page, not the 404 route.
const specPaths = [
  '/',
  '/auth',
  '/home',
  '/browse',
  '/library',
  '/liked',
  '/recently-played',
  '/search',
  '/genre/nasheed',
  '/settings',
  '/profile',
  '/playlist/p1',
  '/all/playlists',
  '/all/tracks',
  '/all/artists',
  '/privacy',
  '/terms',
  '/dashboard',
  '/upload',
  '/moderation',
  '/artist/a1',
  '/track/t1',
  '/track/t1/reviews',
  '/reviewers/r1',
  '/album/b1',
  '/admin/analytics',
  '/admin/users',
  '/admin/content',
  '/admin/system',
  '/admin/database',
  '/admin/settings',
  '/admin/reviewers',
];

function leafPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path;
}

describe('routes', () => {
  it.each(specPaths)('%s has its own page', (pathname) => {
    expect(matchRoutes(routes, pathname)).not.toBeNull();
    expect(leafPath(pathname)).not.toBe('*');
  });

  it.each(['/nope', '/admin', '/genre', '/playlist'])(
    '%s falls through to the 404 page',
    (pathname) => {
      expect(leafPath(pathname)).toBe('*');
    },
  );
});

/** The full path of every page route (index routes as their parent's path). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : [parent, route.path].filter(Boolean).join('/');
    const own = route.index ? [parent || '/'] : route.path && !route.children ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], route.path ? path : parent)];
  });
}

describe('the pages the server knows', () => {
  it('are exactly the router’s pages, so no page answers 404 and no 404 answers 200', () => {
    const pages = pagePaths(routes).filter((path) => !path.endsWith('*'));
    expect([...pages].sort()).toEqual([...appPagePatterns].sort());
  });
});
