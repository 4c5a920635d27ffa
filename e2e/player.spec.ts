// The player: play from /browse and hear it, next and previous, shuffle and repeat, a finished
// track moving on, keyboard shortcuts, reload, quality, stream events.
import { expect, test } from './fixtures';
import {
  audioState,
  audioTime,
  playerBar,
  playerTitle,
  playFromBrowse,
  queueDialog,
  queueTitles,
  waitForAudio,
  waitForAudioPast,
  waitForAudioPaused,
} from './player-helpers';

test('a track played from /browse really plays, and pauses', async ({ page }) => {
  await playFromBrowse(page, 0);
  await waitForAudioPast(page, 2);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await waitForAudioPaused(page);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const seek = bar.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:0[2-9] of \d+:\d\d$/);
});

test('next and previous move through the queue', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '');
  await waitForAudioPast(page, 0.5);
  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(playerTitle(page)).toHaveText(titles[0] ?? '');
  await waitForAudioPast(page, 0.5);
  // Previous from the first track wraps to the last.
  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(playerTitle(page)).toHaveText(titles[5] ?? '');
});

test('a finished track moves on to the next one', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const seek = playerBar(page).getByRole('slider', { name: 'Seek' });
  await expect(seek).not.toHaveAttribute('data-disabled');
  await seek.focus();
  await page.keyboard.press('End');
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '', { timeout: 15_000 });
  await waitForAudioPast(page, 0.5);
});

test('shuffle puts the playing track first and off restores the order; repeat cycles', async ({
  page,
}) => {
  const titles = await playFromBrowse(page, 2);
  const bar = playerBar(page);
  const shuffle = bar.getByRole('button', { name: 'Shuffle' });
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'true');

  await bar.getByRole('button', { name: 'Queue' }).click();
  const shuffled = await queueTitles(page);
  expect(shuffled[0]).toBe(titles[2]);
  expect([...shuffled].sort()).toEqual([...titles].sort());
  await expect(queueDialog(page).getByTestId('queue-item').first()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Escape');

  await shuffle.click();
  await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
  await bar.getByRole('button', { name: 'Queue' }).click();
  expect(await queueTitles(page)).toEqual(titles);
  await page.keyboard.press('Escape');

  for (const [from, to] of [
    ['off', 'all'],
    ['all', 'one'],
    ['one', 'off'],
  ] as const) {
    const repeat = bar.getByRole('button', { name: `Repeat: ${from}` });
    await expect(repeat).toHaveAttribute('aria-pressed', from === 'off' ? 'false' : 'true');
    await repeat.click();
    await expect(bar.getByRole('button', { name: `Repeat: ${to}` })).toBeVisible();
  }
});

test('with repeat one a finished track plays again', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Repeat: off' }).click();
  await bar.getByRole('button', { name: 'Repeat: all' }).click();
  await expect(bar.getByRole('button', { name: 'Repeat: one' })).toBeVisible();
  await waitForAudioPast(page, 1.5);
  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('End');
  // It starts again from the top: the time goes back below where it was.
  await waitForAudio(page, (a) => !a.paused && a.currentTime > 0.2 && a.currentTime < 1.4);
  await expect(playerTitle(page)).toHaveText(titles[0] ?? '');
});

test('keyboard shortcuts drive the player, but not while typing', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  await waitForAudioPast(page, 1);
  // Move the focus off the card's Play button onto the page itself.
  await page.getByRole('heading', { name: 'As-salaam alaikum' }).click();

  await page.keyboard.press('Space');
  await waitForAudioPaused(page);
  await page.keyboard.press('Space');
  await waitForAudioPast(page, 0);

  const before = await audioTime(page);
  await page.keyboard.press('ArrowRight');
  await waitForAudio(page, (a) => a.currentTime >= before + 4.5);
  await page.keyboard.press('ArrowLeft');
  await waitForAudio(page, (a) => a.currentTime < before + 4);

  await page.keyboard.press('m');
  await waitForAudio(page, (a) => a.muted);
  await expect(playerBar(page).getByRole('button', { name: 'Mute' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('m');
  await waitForAudio(page, (a) => !a.muted);

  // Typing in the search box types; it does not pause.
  const search = page.getByRole('searchbox', { name: 'Search Sada' });
  await search.click();
  await page.keyboard.type('m m');
  await expect(search).toHaveValue('m m');
  expect(await audioState(page)).toMatchObject({ paused: false, muted: false });

  await page.getByRole('heading', { name: 'As-salaam alaikum' }).click();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(playerTitle(page)).toHaveText(titles[0] ?? '');
});

test('a reload brings back the queue, paused at the same place', async ({ page }) => {
  const titles = await playFromBrowse(page, 1);
  await waitForAudioPast(page, 2.5);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await waitForAudioPaused(page);
  const position = await audioTime(page);

  await page.reload();
  await expect(playerTitle(page)).toHaveText(titles[1] ?? '');
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await waitForAudio(page, (a) => a.readyState >= 1 && Math.abs(a.currentTime - position) < 1);
  expect(await audioState(page)).toMatchObject({ paused: true });

  await bar.getByRole('button', { name: 'Queue' }).click();
  await expect(queueDialog(page).getByText('6 songs')).toBeVisible();
  await expect(queueDialog(page).getByText('Up next: 4 songs')).toBeVisible();
  expect(await queueTitles(page)).toEqual(titles);
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForAudioPast(page, position + 0.3);
});

test('the bar shows the quality that plays and offers only the files that exist', async ({
  page,
}) => {
  // The demo tracks have one file, at 128 kbps; the preference is 320.
  await playFromBrowse(page, 0);
  await waitForAudioPast(page, 1);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Streaming quality: 128 kbps' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['128 kbps']);
  await page.keyboard.press('Escape');
});

test('changing the quality reloads the track at the same place', async ({ page }) => {
  // As if the track had copies at 320 and 128 kbps: the answer names the one asked for.
  await page.route(/\/stream-url\?quality=\d+$/, async (route) => {
    const response = await route.fetch();
    const quality = Number(new URL(route.request().url()).searchParams.get('quality'));
    // The player may give up on a link it asked for (a newer request replaced it): Playwright
    // then disposes of the answer, and there is nothing left to change or send.
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return;
    await route
      .fulfill({ response, json: { ...body, bitrateKbps: quality, qualities: [320, 128] } })
      .catch(() => undefined);
  });
  await playFromBrowse(page, 0);
  await waitForAudioPast(page, 2);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Streaming quality: 320 kbps' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['320 kbps', '128 kbps']);
  const request = page.waitForRequest(/\/stream-url\?quality=128$/);
  await page.getByRole('menuitemradio', { name: '128 kbps' }).click();
  await request;
  await expect(bar.getByRole('button', { name: 'Streaming quality: 128 kbps' })).toBeVisible();
  await waitForAudioPast(page, 2);
});

test('listening is reported: a stream event starts and pausing reports the time heard', async ({
  page,
}) => {
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/stream-events') && response.request().method() === 'POST',
  );
  await playFromBrowse(page, 0);
  expect((await started).status()).toBe(201);
  await waitForAudioPast(page, 2);

  const progress = page.waitForRequest((request) =>
    /\/api\/stream-events\/[^/]+\/progress$/.test(request.url()),
  );
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click();
  const body = JSON.parse((await progress).postData() ?? '{}') as { completedMs?: number };
  expect(body.completedMs).toBeGreaterThan(1_500);
  expect(body.completedMs).toBeLessThan(15_000);
});

test('liking while signed out asks to sign in, above the player bar', async ({ page }) => {
  await playFromBrowse(page, 0);
  await playerBar(page).getByRole('button', { name: 'Like' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please sign in' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You need to be signed in to like tracks');
  // Once it has slid in, the toast sits above the bar, not on it.
  const barTop = (await playerBar(page).boundingBox())?.y ?? 0;
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(barTop);
});

test('a signed-in listener likes the playing track, and it stays liked', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'listener');
  await playFromBrowse(page, 3);
  const like = playerBar(page).getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(playerBar(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await playerBar(page).getByRole('button', { name: 'Like' }).click();
  await expect(playerBar(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bar keeps play and next; the rest is in the queue sheet', async ({ page }) => {
    const titles = await playFromBrowse(page, 0);
    const bar = playerBar(page);
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Queue' }).click();
    const sheet = queueDialog(page);
    for (const name of ['Previous', 'Shuffle', 'Repeat: off', 'Mute', 'Like']) {
      await expect(sheet.getByRole('button', { name })).toBeVisible();
    }
    await expect(sheet.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Volume' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByTestId('player-title')).toHaveText(titles[1] ?? '');
  });
});
