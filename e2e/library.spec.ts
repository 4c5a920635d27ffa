// The library, liked songs and listening history: tabs with counts and a filter, the Create
// Playlist card, liked playlists, Today's listens and Clear History.
import type { Page } from '@playwright/test';

import { apiAs } from './catalog';
import { expect, newAccount, test } from './fixtures';
import { playerBar, playerTitle, playFromBrowse, waitForAudioPast } from './player-helpers';

/** PUT or POST through the API as the page's signed-in user; the page must be on the app. */
async function send(page: Page, method: 'put' | 'post', url: string, data: object = {}) {
  const response = await page.request[method](url, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  return response;
}

test('signed out, the library asks to sign in', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByText('Sign in to access your library')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the library: tabs with counts, a filter, Create Playlist, liked playlists and albums', async ({
  page,
  signUp,
  baseURL,
}) => {
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  await signUp(page, newAccount('library'));
  await page.goto('/library');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Liked Songs 0' })).toBeVisible();
  await expect(page.getByText('No liked songs yet')).toBeVisible();

  const { tracks } = (await (await page.request.get('/api/tracks?limit=3')).json()) as {
    tracks: { id: string; title: string; album: { id: string } | null }[];
  };
  for (const track of tracks.slice(0, 2))
    await send(page, 'put', `/api/me/likes/tracks/${track.id}`);
  await send(page, 'post', '/api/playlists', { name: 'Road home' });
  await page.reload();

  await expect(tabs.getByRole('tab', { name: 'Liked Songs 2' })).toBeVisible();
  const liked = page.getByRole('tabpanel');
  await expect(liked.getByRole('listitem')).toHaveCount(2);
  const [first, second] = tracks;
  await page
    .getByRole('searchbox', { name: 'Filter by title or artist' })
    .fill(second?.title ?? '');
  await expect(liked.getByRole('listitem')).toHaveCount(1);
  await expect(liked).toContainText(second?.title ?? '');
  await expect(liked).not.toContainText(first?.title ?? '');
  await page.getByRole('searchbox', { name: 'Filter by title or artist' }).fill('');

  await tabs.getByRole('tab', { name: 'Playlists 1' }).click();
  await expect(page).toHaveURL('/library?tab=playlists');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Road home' })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create Playlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Playlist' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Someone else's playlist, liked on its page, is kept under Liked playlists.
  const likedPlaylists = () => page.getByRole('region', { name: 'Liked playlists' });
  await expect(likedPlaylists().getByText('No liked playlists yet')).toBeVisible();
  const someoneElse = await apiAs(baseURL, 'new listener');
  const made = await someoneElse.post('/api/playlists', {
    data: { name: `Someone else's ${Date.now().toString(36)}` },
  });
  expect(made.status()).toBe(201);
  const others = (await made.json()) as { id: string; name: string };
  await someoneElse.dispose();
  await page.goto(`/playlist/${others.id}`);
  const like = page.getByRole('button', { name: /Like playlist/ });
  // The button turns pressed before the like is saved; leaving the page first could cancel it.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/me/likes/playlists/${others.id}`),
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.goto('/library?tab=playlists');
  await expect(likedPlaylists().getByRole('link', { name: others.name })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Albums' }).click();
  await expect(page.getByText('No liked albums yet')).toBeVisible();
  const albumId = tracks.find((track) => track.album)?.album?.id;
  if (!albumId) throw new Error('the demo catalog has no track on an album');
  await send(page, 'put', `/api/me/likes/albums/${albumId}`);
  await page.reload();
  await expect(page.getByRole('tabpanel').locator(`a[href="/album/${albumId}"]`)).toBeVisible();
});

test("Recently Played lists today's listens, and Clear History empties it", async ({
  page,
  signUp,
}) => {
  await signUp(page, newAccount('history'));
  await page.goto('/recently-played');
  await expect(page.getByText('No recent tracks')).toBeVisible();

  const titles = await playFromBrowse(page, 0);
  await waitForAudioPast(page, 0.5);
  await playerBar(page).getByRole('button', { name: 'Next' }).click();
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '');
  await waitForAudioPast(page, 0.5);
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click();

  await page.getByRole('link', { name: 'Recently Played' }).first().click();
  const today = page.getByRole('list', { name: 'Today' });
  await expect(today.getByRole('listitem')).toHaveCount(2);
  await expect(today.getByRole('listitem').first()).toContainText(titles[1] ?? '');
  await expect(today.getByRole('listitem').nth(1)).toContainText(titles[0] ?? '');

  await page.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.getByText('History cleared')).toBeVisible();
  await expect(page.getByText('No recent tracks')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No recent tracks')).toBeVisible();
  await page.goto('/library?tab=recent');
  await expect(page.getByText('No recent activity')).toBeVisible();
});
