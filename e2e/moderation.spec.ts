// Moderation: the demo artist uploads a track; the demo label finds it in its queue (without the
// tracks of its own artists), listens to it on /moderation and approves it ('Review submitted');
// the artist's page, open all the while, shows the decision arrive (badge and toast, no reload);
// then a signed-out visitor finds it on /search and hears it. A listener on /moderation is told
// access is denied.
import type { Browser, Page } from '@playwright/test';

import { makeTone } from './audio-files';
import { seriousViolations } from './axe';
import { expect, test, type DemoRole } from './fixtures';
import { playerTitle, waitForAudioPast } from './player-helpers';

/** The time of the review page's own <audio>, which plays apart from the app's player. */
async function reviewAudioTime(page: Page): Promise<number> {
  return page.evaluate<number>(
    "document.querySelector('[data-testid=review-audio]')?.currentTime ?? -1",
  );
}

/** A page in a browser context of its own, signed in as `role` (or not signed in). */
async function pageAs(
  browser: Browser,
  signIn: (page: Page, role: DemoRole) => Promise<void>,
  role: DemoRole | null,
  baseURL: string | undefined,
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
    // Sign-in limits count per client address: each context presents its own.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  if (role) await signIn(page, role);
  return page;
}

test('an uploaded track is reviewed, approved, then found and played by anyone', async ({
  page,
  browser,
  signIn,
  baseURL,
}, testInfo) => {
  test.slow();
  const audio = makeTone(testInfo.outputPath('review-tone.mp3'), { frequency: 523, seconds: 4 });
  const title = `Review Tone ${Date.now().toString(36)}`;

  // The demo artist uploads through /upload and waits for processing.
  await signIn(page, 'artist');
  await page.goto('/upload');
  await page.getByLabel('Choose audio').setInputFiles(audio);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Instrumentation').selectOption('vocals_daf');
  await page.getByRole('button', { name: 'Publish Track' }).click();
  await expect(page).toHaveURL(/\/browse$/, { timeout: 30_000 });
  const mine = await (await page.request.get('/api/me/tracks')).json();
  const uploaded = mine.tracks.find((track: { title: string }) => track.title === title);
  expect(uploaded?.status).toBe('qc');
  // Start from a quiet bell, so the badge below counts this decision alone.
  await page.request.post('/api/me/notifications/read-all', {
    headers: { origin: new URL(page.url()).origin },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  try {
    // The demo label listens to it and approves it; its own artists' tracks are not offered.
    const label = await pageAs(browser, signIn, 'label', baseURL);
    await label.goto('/moderation');
    const queue = label.getByTestId('moderation-queue');
    await queue.getByRole('button', { name: new RegExp(title) }).click();
    await expect(queue.getByText('Unreleased: Harbour Lights')).toHaveCount(0);
    const detail = label.getByRole('article', { name: title });
    await expect(detail.getByText('Bilal Rahman')).toBeVisible();
    await expect(detail.getByRole('slider', { name: `Position in ${title}` })).toBeVisible();
    await detail.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => reviewAudioTime(label), { timeout: 15_000 }).toBeGreaterThan(0.3);
    await detail.getByRole('button', { name: `Pause ${title}` }).click();

    expect(await seriousViolations(label)).toEqual([]);

    await expect(detail.getByRole('slider', { name: 'Islamic compliance' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    // The declaration is shown; the reviewer must confirm or correct it before approving.
    await expect(detail.getByText('The artist declared: Vocals and daf.')).toBeVisible();
    await detail.getByText('Approve', { exact: true }).click();
    await detail.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      detail.getByText('Confirm or correct the instrumentation before approving'),
    ).toBeVisible();
    await detail.getByText('Vocals and daf', { exact: true }).click();
    await detail.getByRole('button', { name: 'Submit review' }).click();
    await expect(label.getByText('Review submitted')).toBeVisible();
    await expect(queue.getByText(title)).toHaveCount(0);
    await label.context().close();

    // The artist's page, untouched since the upload, is told at once.
    const toast = page.getByRole('listitem').filter({ hasText: 'Your track is live' });
    await expect(toast).toContainText(`"${title}" was approved and is now live.`);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');

    // Anyone finds it and hears it.
    const visitor = await pageAs(browser, signIn, null, baseURL);
    await visitor.goto(`/search?q=${encodeURIComponent(title)}`);
    const results = visitor.getByRole('main');
    await results.getByRole('button', { name: `Play ${title}`, exact: true }).click();
    await expect(playerTitle(visitor)).toHaveText(title);
    await waitForAudioPast(visitor, 0.3);
    await visitor.context().close();
  } finally {
    if (uploaded) await page.request.delete(`/api/me/tracks/${uploaded.id}`);
  }
});

test('a listener on /moderation is told access is denied, and the page still renders', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'listener');
  await page.goto('/moderation');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText(
    "Access denied: You don't have permission to access content moderation",
  );
  await expect(page.getByRole('heading', { name: 'Content Moderation', level: 1 })).toBeVisible();
  const response = await page.request.get('/api/moderation/queue');
  expect(response.status()).toBe(403);
});
