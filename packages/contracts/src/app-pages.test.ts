import { describe, expect, it } from 'vitest';

import { isAppPage } from './app-pages';

describe('isAppPage', () => {
  it.each([
    '/',
    '/browse',
    '/browse/',
    '/BROWSE',
    '/artist/a1',
    '/genre/nasheed',
    '/admin/users',
    '/series/s1',
    '/my-series',
    '/my-series/s1',
  ])('%s is a page', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/admin',
    '/artist',
    '/artist/a1/extra',
    '/series',
    '/my-series/s1/extra',
    '/rest/ping.view',
    '/manifest.webmanifest',
  ])('%s is not', (path) => {
    expect(isAppPage(path)).toBe(false);
  });
});
