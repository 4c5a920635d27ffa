// Accessibility of every main page: axe finds no serious or critical violation on the
// catalog pages a visitor sees, the library and account pages of a listener, and the creator
// pages of an artist. (The admin, moderation, upload, dashboard and landing pages are checked in
// their own journeys.)
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/** The address of the first link on the page that starts with `prefix`. */
async function firstHref(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href')) ?? prefix;
}

/** Opens each page in turn, waits for its main heading, and collects its violations. */
async function violationsOf(page: Page, paths: string[]) {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

test('the catalog pages a visitor sees', async ({ page }) => {
  test.slow();
  await page.goto('/browse');
  const track = await firstHref(page, '/track/');
  const artist = await firstHref(page, '/artist/');
  const { tracks } = (await (await page.request.get('/api/tracks?limit=50')).json()) as {
    tracks: { album: { id: string } | null }[];
  };
  const albumId = tracks.find((t) => t.album)?.album?.id;
  expect(albumId).toBeTruthy();
  const album = `/album/${albumId}`;
  await page.goto('/all/playlists');
  const playlist = await firstHref(page, '/playlist/');
  const pages = [
    '/browse',
    '/search?q=light',
    track,
    artist,
    album,
    playlist,
    '/genre/nasheed',
    '/all/tracks',
    '/all/artists',
    '/all/playlists',
    '/auth',
    '/privacy',
    '/terms',
    '/no/such/page',
  ];
  expect(await violationsOf(page, pages)).toEqual({});
});

test("a listener's library and account pages", async ({ page, signIn }) => {
  test.slow();
  await signIn(page, 'listener');
  const pages = ['/home', '/library', '/liked', '/recently-played', '/profile', '/settings'];
  expect(await violationsOf(page, pages)).toEqual({});
});
