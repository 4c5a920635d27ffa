// Play buttons beyond the track cards: an artist's live tracks shuffled, an
// album and a playlist in their order, and liked songs — each queueing its real tracks.
import type { Page } from '@playwright/test';

import { apiAs } from './catalog';
import { expect, newAccount, test } from './fixtures';
import {
  playerBar,
  playerTitle,
  playFromBrowse,
  queueDialog,
  queueTitles,
  waitForAudioPast,
} from './player-helpers';

interface Titled {
  title: string;
}

/** The titles a Play button of `path` (/api/play/…) queues, in their order. */
async function playSourceTitles(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(`/api/play/${path}`);
  expect(response.status()).toBe(200);
  const { tracks } = (await response.json()) as { tracks: Titled[] };
  return tracks.map((track) => track.title);
}

async function openQueueTitles(page: Page): Promise<string[]> {
  await playerBar(page).getByRole('button', { name: 'Queue' }).click();
  await expect(queueDialog(page)).toBeVisible();
  const titles = await queueTitles(page);
  await page.keyboard.press('Escape');
  return titles;
}

test("an artist's Play shuffles their live tracks", async ({ page }) => {
  await page.goto('/browse');
  const artists = page.getByRole('region', { name: 'Popular artists' });
  const first = artists.locator('a[href^="/artist/"]').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/artist\/[0-9a-f-]+$/);
  const artistId = page.url().split('/').at(-1) ?? '';
  const expected = await playSourceTitles(page, `artist/${artistId}`);
  expect(expected.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForAudioPast(page, 0.5);
  expect(expected).toContain(await playerTitle(page).innerText());
  await expect(playerBar(page).getByRole('button', { name: 'Shuffle' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const queued = await openQueueTitles(page);
  expect([...queued].sort()).toEqual([...expected].sort());
});

test("an album's Play queues its tracks in order from the first", async ({ page }) => {
  const response = await page.request.get('/api/tracks?sort=recent&limit=50');
  const { tracks } = (await response.json()) as { tracks: { album: { id: string } | null }[] };
  const albumId = tracks.find((track) => track.album !== null)?.album?.id;
  if (!albumId) throw new Error('the demo catalog has no track on an album');
  const expected = await playSourceTitles(page, `album/${albumId}`);

  await page.goto(`/album/${albumId}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerTitle(page)).toHaveText(expected[0] ?? '');
  await waitForAudioPast(page, 0.5);
  expect(await openQueueTitles(page)).toEqual(expected);
});

test("a playlist card's Play queues the playlist in its order", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  // A public playlist of its own, of three live tracks in an order other than the catalog's.
  const name = `Calm Evenings ${Date.now().toString(36)}`;
  const owner = await apiAs(baseURL, 'new listener');
  try {
    const made = await owner.post('/api/playlists', { data: { name } });
    expect(made.status()).toBe(201);
    const playlist = (await made.json()) as { id: string };
    const listed = await owner.get('/api/tracks?limit=3');
    const { tracks } = (await listed.json()) as { tracks: { id: string }[] };
    expect(tracks).toHaveLength(3);
    for (const track of [...tracks].reverse()) {
      const added = await owner.post(`/api/playlists/${playlist.id}/tracks`, {
        data: { trackId: track.id },
      });
      expect(added.status()).toBe(201);
    }
  } finally {
    await owner.dispose();
  }

  // Public playlists are listed newest first: this one leads.
  await page.goto('/all/playlists');
  const card = page.getByRole('article').filter({ hasText: name });
  const link = card.getByRole('link', { name });
  const playlistId = ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
  const expected = await playSourceTitles(page, `playlist/${playlistId}`);
  expect(expected).toHaveLength(3);

  await card.hover();
  await card.getByRole('button', { name: `Play ${name}` }).click();
  await expect(playerTitle(page)).toHaveText(expected[0] ?? '');
  await waitForAudioPast(page, 0.5);
  expect(await openQueueTitles(page)).toEqual(expected);
  // The card's Play did not open the playlist.
  await expect(page).toHaveURL('/all/playlists');
});

test('liked songs: empty at first, then the liked track, and Play plays them', async ({
  page,
  signUp,
}) => {
  await signUp(page, newAccount('liked'));
  await page.goto('/liked');
  await expect(page.getByText('No liked songs yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();

  const titles = await playFromBrowse(page, 1);
  await playerBar(page).getByRole('button', { name: 'Like' }).click();
  await expect(playerBar(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await playerBar(page).getByRole('button', { name: 'Close player' }).click();
  await expect(playerBar(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Liked Songs' }).first().click();
  await expect(page).toHaveURL('/liked');
  const list = page.getByRole('list', { name: 'Liked Songs' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(titles[1] ?? '');
  await expect(page.getByTestId('liked-summary')).toHaveText(/^1 song · \d+m$/);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '');
  await waitForAudioPast(page, 0.5);
});
