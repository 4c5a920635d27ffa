// Discovery: browse → artist → follow, search that forgives typos and Arabic without diacritics, a
// genre page of one genre, a like that persists, not-found pages.
import type { Page } from '@playwright/test';

import { createLiveTrack, createLiveTracks } from './catalog';
import { expect, newAccount, test } from './fixtures';

const missingId = '6f1c2b1e-0000-4000-8000-000000000000';

async function searchFromTopBar(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search Sada' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(text)}`);
}

function trackResults(page: Page) {
  return page.getByRole('region', { name: 'Tracks' });
}

test('browse → artist → follow: it persists and counts', async ({ page, signUp }) => {
  await signUp(page, newAccount('follow'));
  await page.goto('/browse');
  const artists = page.getByRole('region', { name: 'Popular artists' });
  await expect(artists.locator('a[href^="/artist/"]')).toHaveCount(4);
  await artists.locator('a[href^="/artist/"]').first().click();
  await expect(page).toHaveURL(/\/artist\/[0-9a-f-]+$/);

  const followers = page.getByTestId('follower-count');
  const before = Number.parseInt((await followers.innerText()).replace(/\D/g, ''), 10);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(followers).toHaveText(new RegExp(`^${before + 1} followers?$`));

  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  await expect(followers).toHaveText(new RegExp(`^${before} followers?$`));
});

test('signed out, Follow asks to sign in', async ({ page }) => {
  await page.goto('/all/artists');
  await page.locator('a[href^="/artist/"]').first().click();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in' });
  await expect(toast).toContainText('You need to be signed in to follow artists');
});

test('search finds a title by one of its words, through a typo, and in Arabic', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  // Titles of its own, made of words no other track has.
  const [english = '', tashkeel = '', hamza = ''] = [
    'The Quillwright Orchard',
    // Tashkeel and an alef maqsura.
    'نُورُ الضُّحَى',
    // A hamza on the alef.
    'أصداء السحر',
  ];
  const made = await createLiveTracks(baseURL, {
    titles: [english, tashkeel, hamza],
    audioPath: testInfo.outputPath('search.mp3'),
  });
  try {
    await page.goto('/browse');
    await searchFromTopBar(page, 'quillwright');
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    await expect(trackResults(page)).toContainText(english);

    // A letter missing and one dropped: trigram similarity still finds it.
    await searchFromTopBar(page, 'Quilwright Orchad');
    await expect(trackResults(page).getByRole('listitem').first()).toContainText(english);

    // No tashkeel, and a ya for the alef maqsura.
    await searchFromTopBar(page, 'نور الضحي');
    await expect(trackResults(page)).toContainText(tashkeel);
    // No hamza in the query.
    await searchFromTopBar(page, 'اصداء');
    await expect(trackResults(page)).toContainText(hamza);
  } finally {
    await made.dispose();
  }
});

test('search keeps q in the address, and offers to clear when nothing matches', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByText('Search for music')).toBeVisible();
  const box = page.getByPlaceholder('Search for tracks, artists, or playlists...');
  await box.fill('qqxqzv');
  await expect(page).toHaveURL('/search?q=qqxqzv');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByText('Search for music')).toBeVisible();
  await expect(page).toHaveURL('/search');
});

test('a genre page lists only tracks of its genre', async ({ page, baseURL }, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const mine = await createLiveTrack(baseURL, {
    title: `Dhikr Tone ${Date.now().toString(36)}`,
    genre: 'dhikr',
    audioPath: testInfo.outputPath('dhikr-tone.mp3'),
  });
  try {
    await page.goto('/browse');
    await page.getByRole('link', { name: 'Dhikr & Dua' }).click();
    await expect(page).toHaveURL('/genre/dhikr');
    await expect(page.getByRole('heading', { name: 'Dhikr & Dua', level: 1 })).toBeVisible();
    const rows = page.getByTestId('genre-tracks').getByRole('listitem');
    await expect(rows.filter({ hasText: mine.title })).toHaveCount(1);
    // Every track listed, whoever made it, is of the genre.
    const links = await rows
      .locator('a[href^="/track/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of new Set(links)) {
      const track = await (
        await page.request.get(`/api${href.replace('/track/', '/tracks/')}`)
      ).json();
      expect((track as { genre: { slug: string } }).genre.slug, href).toBe('dhikr');
    }
  } finally {
    await mine.dispose();
  }
});

test('a like on a track page persists and shows in Liked Songs', async ({
  page,
  signUp,
  baseURL,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const track = await createLiveTrack(baseURL, {
    title: `Liked Tone ${Date.now().toString(36)}`,
    audioPath: testInfo.outputPath('liked-tone.mp3'),
  });
  const { title } = track;
  try {
    await signUp(page, newAccount('like'));
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await trackResults(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    const count = page.getByTestId('track-like-count');
    const before = Number.parseInt((await count.innerText()).replace(/\D/g, ''), 10);
    // The header's Like, not those of the 'More from' rows below it.
    const like = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(new RegExp(`^${before + 1} like`));

    await page.goto('/liked');
    await expect(page.getByRole('list', { name: 'Liked Songs' })).toContainText(title);
  } finally {
    await track.dispose();
  }
});

test('unknown artists, tracks, albums and genres have their not-found screens', async ({
  page,
}) => {
  for (const [path, title] of [
    [`/artist/${missingId}`, 'Artist Not Found'],
    [`/track/${missingId}`, 'Track Not Found'],
    [`/album/${missingId}`, 'Album not found'],
    ['/genre/polka', 'Genre not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse music' })).toBeVisible();
  }
});
