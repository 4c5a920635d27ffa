// Listening to learn: the artist gives a track its Arabic text as LRC, a reviewer approves it,
// and a listener follows it (the line playing highlighted, a click plays from a line), repeats
// A–B three times, listens at 1.5× with the pitch kept, and opens a link at a moment.
import type { Page } from '@playwright/test';

import { apiAs, createLiveTracks, type LiveTracks } from './catalog';
import { expect, test } from './fixtures';
import { audioTime, playerBar, waitForAudio } from './player-helpers';

// Invented for this test: no scripture and no real nasheed's words.
const lines = [
  { at: 2, text: 'السطر الأول من نص تجريبي' },
  { at: 8, text: 'السطر الثاني من نص تجريبي' },
  { at: 14, text: 'السطر الثالث من نص تجريبي' },
  { at: 20, text: 'السطر الرابع من نص تجريبي' },
  { at: 26, text: 'السطر الخامس من نص تجريبي' },
];
const lrc = lines.map((l) => `[00:${String(l.at).padStart(2, '0')}.00]${l.text}`).join('\n');

let made: LiveTracks | null = null;
test.afterEach(async () => {
  await made?.dispose();
  made = null;
});

/** The player's <audio> that is playing (the player keeps a second one to load ahead). */
const playing = `(() => { const all = [...document.querySelectorAll('audio')];
  const a = all.find((e) => !e.paused) ?? all[0];
  return a && { currentTime: a.currentTime, playbackRate: a.playbackRate, preservesPitch: a.preservesPitch }; })()`;

async function playingAudio(page: Page) {
  return page.evaluate<{
    currentTime: number;
    playbackRate: number;
    preservesPitch: boolean;
  } | null>(playing);
}

test('artist syncs Arabic text, a reviewer approves it, a listener follows, repeats and slows it', async ({
  page,
  baseURL,
  signIn,
}, testInfo) => {
  test.slow();
  if (!baseURL) throw new Error('this journey needs use.baseURL in playwright.config.ts');
  const title = `Learn ${Date.now().toString(36)}`;
  made = await createLiveTracks(baseURL, {
    titles: [title],
    audioPath: testInfo.outputPath('lesson.mp3'),
    instrumentation: 'spoken_word',
    seconds: 100,
  });
  const trackId = made.tracks[0]?.id ?? '';

  // The artist pastes LRC on the track's text page and saves: the track is live, so it waits.
  await signIn(page, 'artist');
  await page.goto(`/my-tracks/${trackId}/text`);
  await page.getByRole('button', { name: 'Add a layer' }).click();
  const layer = page.getByRole('listitem', { name: /Layer 1: Original/ });
  await expect(layer.getByLabel('Language')).toHaveValue('ar');
  await layer.locator('label', { hasText: 'LRC file' }).click();
  await layer.getByLabel('LRC', { exact: true }).fill(lrc);
  await expect(layer.getByText('Read 5 timed lines')).toBeVisible();
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(
    page.getByText('Text saved. Listeners see it once a reviewer approves it.').first(),
  ).toBeVisible();

  // A reviewer sees the text with its timings, and approves it.
  const admin = await apiAs(baseURL, 'admin');
  const review = await admin.get(`/api/moderation/tracks/${trackId}`);
  expect(await review.json()).toMatchObject({
    pendingChanges: {
      textLayers: [{ language: 'ar', lines: [{ startMs: 2000 }, {}, {}, {}, {}] }],
    },
  });
  const approved = await admin.post(`/api/moderation/tracks/${trackId}/reviews`, {
    data: { decision: 'approved', instrumentation: 'spoken_word' },
  });
  expect(approved.status(), await approved.text()).toBe(201);
  await admin.dispose();

  // A listener follows along on the track page.
  await page.context().clearCookies();
  await signIn(page, 'listener');
  await page.goto(`/track/${trackId}`);
  const text = page.getByRole('region', { name: 'Text' });
  await expect(text.getByRole('button', { name: lines[0]?.text ?? '' })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForAudio(page, (a) => !a.paused && a.currentTime > 8.3, 30_000);
  const current = text.locator('[aria-current="true"]');
  await expect(current).toHaveText(lines[1]?.text ?? '');
  const at = await audioTime(page);
  expect(at).toBeGreaterThanOrEqual(lines[1]?.at ?? 0);
  expect(at).toBeLessThan(lines[2]?.at ?? 0);
  for (const [name, language, theme] of [
    ['en-light', 'en', 'light'],
    ['en-dark', 'en', 'dark'],
    ['ar-light', 'ar', 'light'],
    ['ar-dark', 'ar', 'dark'],
  ] as const) {
    await page.evaluate(
      `localStorage.setItem('sada.language', '${language}'); localStorage.setItem('sada.theme', '${theme}')`,
    );
    if (name !== 'en-light') {
      await page.reload();
      await expect(
        page
          .getByRole('region')
          .filter({ hasText: lines[0]?.text ?? '' })
          .first(),
      ).toBeVisible();
    }
    await page
      .getByRole('region')
      .filter({ hasText: lines[0]?.text ?? '' })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`text-panel-${name}.png`) });
  }
  await page.evaluate(
    `localStorage.setItem('sada.language', 'en'); localStorage.setItem('sada.theme', 'light')`,
  );
  await page.reload();

  // Clicking the third line plays from it.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForAudio(page, (a) => !a.paused);
  await page
    .getByRole('region', { name: 'Text' })
    .getByRole('button', { name: lines[2]?.text ?? '' })
    .click();
  await waitForAudio(page, (a) => !a.paused && Math.abs(a.currentTime - 14) < 1.5);
  await expect(
    page.getByRole('region', { name: 'Text' }).locator('[aria-current="true"]'),
  ).toHaveText(lines[2]?.text ?? '');

  // A–B three times, then on: A at the fourth line, B four seconds later.
  await page
    .getByRole('region', { name: 'Text' })
    .getByRole('button', { name: lines[3]?.text ?? '' })
    .click();
  await waitForAudio(page, (a) => a.currentTime >= 20 && a.currentTime < 21.5);
  await page.keyboard.press('[');
  await waitForAudio(page, (a) => a.currentTime >= 24.2);
  await page.keyboard.press(']');
  await page.getByRole('button', { name: 'Repeat to memorise' }).click();
  const form = page.getByRole('dialog');
  await form.locator('label', { hasText: 'Loop A–B' }).click();
  await form.getByRole('combobox', { name: 'Times' }).selectOption({ label: '3 times' });
  await form.getByRole('combobox', { name: 'Pause after each' }).selectOption({ label: 'None' });
  await form.locator('label', { hasText: 'Keep playing' }).click();
  await page.evaluate(`(() => { window.__times = [];
    for (const a of document.querySelectorAll('audio'))
      a.addEventListener('timeupdate', () => { if (!a.paused) window.__times.push(a.currentTime); }); })()`);
  await form.getByRole('button', { name: /Start/ }).click();
  await expect(page.getByText(/A–B · 1\/3/)).toBeVisible();
  // Past B and on: the loop let go after its third pass.
  await waitForAudio(page, (audio) => audio.currentTime > 31, 40_000);
  const times = await page.evaluate<number[]>('window.__times');
  const wraps = times.filter((time, i) => i > 0 && time < (times[i - 1] ?? 0) - 1).length;
  // It played from A (the fourth line) all along.
  expect(Math.min(...times)).toBeGreaterThanOrEqual(19);
  // Three passes from A to B: the audio went back to A twice, and never again.
  expect(wraps).toBe(2);
  await expect(page.getByText(/A–B · \d\/3/)).toHaveCount(0);

  // 1.5× with the pitch kept.
  await page.getByRole('button', { name: 'More player options' }).click();
  // By keyboard, as a pointer crossing into the submenu may close it.
  await page.getByRole('menuitem', { name: /Speed/ }).press('ArrowRight');
  const fast = page.getByRole('menuitemradio', { name: '1.5×' });
  await fast.focus();
  await fast.press('Enter');
  await expect.poll(async () => (await playingAudio(page))?.playbackRate).toBe(1.5);
  expect((await playingAudio(page))?.preservesPitch).toBe(true);

  // A link at a moment: /track/{id}?t=83 starts at 1:23.
  await page.goto(`/track/${trackId}?t=83`);
  await expect(page.getByText('Starts at 1:23')).toBeVisible();
  // The reload restored the track in the bar, its audio not loaded yet: Play moves it to 1:23.
  await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
  await waitForAudio(page, (audio) => !audio.paused && audio.currentTime > 82);
  expect(Math.abs((await audioTime(page)) - 83)).toBeLessThanOrEqual(1.5);
});
