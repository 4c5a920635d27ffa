// Playlists: create one with a cover, add tracks from a track row and a track page, reorder and
// remove them, and a private playlist that nobody else can open.
import type { Page } from '@playwright/test';

import { createLiveTrack, createLiveTracks } from './catalog';
import { expect, newAccount, test } from './fixtures';
import { afterNextPaint } from './frames';

// An 8×8 teal PNG.
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);

/** Creates a playlist through the API; the page must have opened a page of the app. */
async function createPlaylistThroughApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/playlists', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** Adds the search result `title` to `playlist` through the row's menu. */
async function addFromSearch(page: Page, title: string, playlist: string) {
  const row = page
    .getByRole('region', { name: 'Tracks' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: title, exact: true }),
    });
  await row.getByRole('button', { name: `More options for ${title}` }).click();
  // By keyboard: a toast from the step before may still cover the submenu's corner.
  await page.getByRole('menuitem', { name: 'Add to playlist' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('menuitem', { name: playlist }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Added to ${playlist}`).last()).toBeVisible();
}

function playlistTitles(page: Page) {
  return page
    .getByRole('list', { name: 'Tracks' })
    .getByRole('listitem')
    .locator('a[href^="/track/"]')
    .allInnerTexts();
}

test('create a playlist with a cover, then add, reorder and remove tracks', async ({
  page,
  signUp,
  baseURL,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  // Tracks of its own, found by a word no other track has.
  const tag = `lesson${Date.now().toString(36)}`;
  const made = await createLiveTracks(baseURL, {
    titles: [`Letters and Sounds ${tag}`, `Short Vowels ${tag}`, `Numbers ${tag}`],
    audioPath: testInfo.outputPath('lesson.mp3'),
  });
  const [one = '', two = '', four = ''] = made.tracks.map((track) => track.title);
  try {
    await signUp(page, newAccount('playlist'));
    await page.goto('/browse');
    await expect(page.getByText('No playlists yet')).toBeVisible();

    await page.getByRole('button', { name: 'Create Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
    await expect(dialog.getByText('JPG, PNG or GIF. Max 5MB.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Playlist name is required')).toBeVisible();

    await dialog.getByLabel('Name').fill('  Lessons for the car  ');
    await dialog.getByLabel('Choose a cover').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: coverPng,
    });
    await expect(dialog.getByText('cover.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/playlist\/[0-9a-f-]+$/);
    await expect(
      page.getByText('Playlist "Lessons for the car" created successfully'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Lessons for the car', level: 1 }),
    ).toBeVisible();
    await expect(page.locator('header img[src*="/api/media/playlist-covers/"]')).toBeVisible();
    await expect(page.getByText('This playlist is empty')).toBeVisible();
    const sidebar = page.getByRole('region', { name: 'Recently Created' });
    await expect(sidebar.getByRole('link', { name: 'Lessons for the car' })).toBeVisible();
    const playlistUrl = page.url();

    await page.goto(`/search?q=${tag}`);
    for (const title of [one, two, four]) {
      await addFromSearch(page, title, 'Lessons for the car');
    }

    await page.goto(playlistUrl);
    await expect(page.getByTestId('playlist-song-count')).toHaveText('3 songs');
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(3);
    expect(await playlistTitles(page)).toEqual([one, two, four]);

    // Reorder with the keyboard on the first track's handle: one place down.
    // Each step waits for its announcement, as a screen reader user hears it.
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await page.getByRole('button', { name: `Move ${one}` }).focus();
    await page.keyboard.press('Space');
    await announced(`${one} is now at position 1 of 3.`);
    await afterNextPaint(page);
    await page.keyboard.press('ArrowDown');
    await announced(`${one} is now at position 2 of 3.`);
    await page.keyboard.press('Space');
    await announced(`Dropped ${one} at position 2 of 3.`);
    await expect.poll(() => playlistTitles(page)).toEqual([two, one, four]);
    await page.reload();
    await expect.poll(() => playlistTitles(page)).toEqual([two, one, four]);

    await page.getByRole('button', { name: `More options for ${four}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from this playlist' }).click();
    await expect.poll(() => playlistTitles(page)).toEqual([two, one]);
    await page.reload();
    await expect(page.getByTestId('playlist-song-count')).toHaveText('2 songs');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Player' }).getByTestId('player-title'),
    ).toHaveText(two);
  } finally {
    await made.dispose();
  }
});

test('the track page adds its track to a playlist', async ({ page, signUp, baseURL }, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const track = await createLiveTrack(baseURL, {
    title: `Bedtime Story ${Date.now().toString(36)}`,
    audioPath: testInfo.outputPath('story.mp3'),
  });
  const { title } = track;
  try {
    await signUp(page, newAccount('trackadd'));
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const playlist = await createPlaylistThroughApi(page, { name: 'Stories at bedtime' });
    await page
      .getByRole('region', { name: 'Tracks' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByRole('menuitem', { name: 'Stories at bedtime' }).click();
    await expect(page.getByText('Added to Stories at bedtime')).toBeVisible();

    // Again: the server refuses a second copy, and says so.
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByRole('menuitem', { name: 'Stories at bedtime' }).click();
    await expect(page.getByText('This track is already in the playlist')).toBeVisible();

    await page.goto(`/playlist/${playlist.id}`);
    await expect.poll(() => playlistTitles(page)).toEqual([title]);
  } finally {
    await track.dispose();
  }
});

test('a private playlist is hidden from everyone but its owner', async ({
  page: owner,
  browser,
  baseURL,
  signUp,
}) => {
  await signUp(owner, newAccount('private'));
  await owner.goto('/browse');
  const playlist = await createPlaylistThroughApi(owner, { name: 'Just for me', isPublic: false });
  await owner.goto(`/playlist/${playlist.id}`);
  await expect(owner.getByRole('heading', { name: 'Just for me', level: 1 })).toBeVisible();
  await expect(owner.getByText('Private playlist')).toBeVisible();

  // A second person: another browser, from another address.
  const otherContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
  });
  const other = await otherContext.newPage();
  await signUp(other, newAccount('other'));
  await other.goto(`/playlist/${playlist.id}`);
  await expect(other.getByRole('heading', { name: 'Playlist Not Found', level: 1 })).toBeVisible();
  await expect(other.getByText('Just for me')).toHaveCount(0);

  await otherContext.close();
});
