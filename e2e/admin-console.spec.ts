// The admin console (/admin/content, /admin/analytics, /admin/database): an admin takes a live
// track down with a reason, a visitor's search no longer finds it, the admin restores it; the
// analytics and database pages show their figures; none of the three pages has a serious
// accessibility problem.
import type { Browser } from '@playwright/test';

import { seriousViolations } from './axe';
import { createLiveTrack } from './catalog';
import { expect, test } from './fixtures';
import { toast } from './toasts';

/** What a signed-out visitor's search for `title` lists as tracks. */
async function visitorFinds(
  browser: Browser,
  baseURL: string | undefined,
  title: string,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    const tracks = page.getByRole('region', { name: 'Tracks' });
    await expect(tracks.or(page.getByText('No results found'))).toBeVisible();
    if (!(await tracks.isVisible())) return [];
    return tracks.getByRole('link', { name: title, exact: true }).allInnerTexts();
  } finally {
    await context.close();
  }
}

test('an admin takes a live track down with a reason, then restores it', async ({
  page,
  browser,
  baseURL,
  signIn,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  // A track of its own, so that no other journey sees it taken down.
  const track = await createLiveTrack(baseURL, {
    title: `Taken Down ${Date.now().toString(36)}`,
    audioPath: testInfo.outputPath('take-down.mp3'),
  });
  const { title } = track;
  const finds = () => visitorFinds(browser, baseURL, title);
  try {
    await expect.poll(finds, { timeout: 15_000 }).toEqual([title]);

    await signIn(page, 'admin');
    await page.goto('/admin/content?status=live');
    await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by title or artist' }).fill(title);
    const row = page.getByTestId('admin-track').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Take down ${title}` }).click();

    const dialog = page.getByRole('dialog', { name: `Take down “${title}”?` });
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await expect(dialog.getByText('Please give a reason for taking the track down')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The rights holder asked us to');
    await dialog.getByRole('button', { name: 'Take down' }).click();
    await expect(toast(page, `“${title}” was taken down`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The live list no longer holds it.
    await expect(row).toHaveCount(0);

    // Visitors' search answers are kept for the catalog cache's seconds (CATALOG_CACHE_SECONDS).
    await expect.poll(finds, { timeout: 15_000 }).toEqual([]);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Taken down by an admin');
    await expect(row).toContainText('The rights holder asked us to');
    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(toast(page, `“${title}” is live again`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await expect.poll(finds, { timeout: 15_000 }).toEqual([title]);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(row).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await track.dispose();
  }
});

test('the analytics page shows the figures of the last 30 days', async ({ page, signIn }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals for the period' });
  await expect(totals).toContainText('Streams');
  await expect(totals).toContainText('New users');
  await expect(totals.getByText(/^\d[\d,]*$/).first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Streams and plays per day, last 30 days' }).getByRole('row'),
  ).toHaveCount(31);
  await expect(page.getByRole('region', { name: 'Top tracks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top artists' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the database page shows the tables and the migration version', async ({ page, signIn }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/admin/database');
  await expect(page.getByRole('heading', { name: 'Database', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d{4}_[a-z_]+$/)).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ migrations applied$/)).toBeVisible();
  const tables = page.getByRole('table', {
    name: 'Tables with their rows and sizes, largest first',
  });
  const tracks = tables.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'tracks', exact: true }),
  });
  await expect(tracks).toHaveCount(1);
  await expect(tracks.getByRole('cell').first()).toHaveText(/^\d[\d,]*$/);
  expect(await seriousViolations(page)).toEqual([]);
});
