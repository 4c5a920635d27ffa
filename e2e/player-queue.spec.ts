// The queue drawer: counts and total, jump, reorder by drag and by keyboard,
// remove, 'Clear Queue', a queue of thousands, and an accessibility check of the bar and the
// open drawer.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { afterNextPaint } from './frames';
import {
  audioState,
  playerBar,
  playerTitle,
  playFromBrowse,
  queueDialog,
  queueTitles,
} from './player-helpers';

async function openQueue(page: Page) {
  await playerBar(page).getByRole('button', { name: 'Queue' }).click();
  await expect(queueDialog(page)).toBeVisible();
  return queueDialog(page);
}

test('the drawer lists the queue with its counts, and a click jumps to a track', async ({
  page,
}) => {
  const titles = await playFromBrowse(page, 1);
  const drawer = await openQueue(page);
  await expect(drawer.getByText('6 songs')).toBeVisible();
  await expect(drawer.getByText('Up next: 4 songs')).toBeVisible();
  await expect(drawer.getByText(/^(\d+h )?\d+m$/)).toBeVisible();
  await expect(drawer.getByTestId('queue-item').getByText(/^\d+:\d\d$/)).toHaveCount(6);
  expect(await queueTitles(page)).toEqual(titles);
  await expect(drawer.getByTestId('queue-item').nth(1)).toHaveAttribute('aria-current', 'true');

  await drawer
    .getByTestId('queue-item-title')
    .getByText(titles[4] ?? '', { exact: true })
    .click();
  await expect(drawer.getByTestId('player-title')).toHaveText(titles[4] ?? '');
  await expect(drawer.getByTestId('queue-item').nth(4)).toHaveAttribute('aria-current', 'true');
  await expect(drawer.getByText('Up next: 1 song')).toBeVisible();
});

test('dragging a handle reorders the queue', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const drawer = await openQueue(page);
  const handle = drawer.getByRole('button', { name: `Move ${titles[3]}`, exact: true });
  const target = drawer.getByTestId('queue-item').nth(1);
  // hover() waits for the sheet to finish sliding in, so the boxes below are where it rests.
  await handle.hover();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('queue items have no layout');

  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
  await page.mouse.up();

  await expect
    .poll(() => queueTitles(page))
    .toEqual([titles[0], titles[3], titles[1], titles[2], titles[4], titles[5]]);
  // The playing track is still current, and next follows the new order.
  await expect(drawer.getByTestId('player-title')).toHaveText(titles[0] ?? '');
  await page.keyboard.press('Escape');
  await playerBar(page).getByRole('button', { name: 'Next' }).click();
  await expect(playerTitle(page)).toHaveText(titles[3] ?? '');
});

test('the keyboard reorders the queue too', async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const drawer = await openQueue(page);
  await drawer.getByRole('button', { name: `Move ${titles[1]}`, exact: true }).focus();
  // Each step waits for its announcement, as a screen reader user hears it.
  const status = drawer.getByRole('status');
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`${titles[1]} is now at position 2 of 6.`);
  await afterNextPaint(page);
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveText(`${titles[1]} is now at position 3 of 6.`);
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`Dropped ${titles[1]} at position 3 of 6.`);
  await expect
    .poll(() => queueTitles(page))
    .toEqual([titles[0], titles[2], titles[1], titles[3], titles[4], titles[5]]);
  // Space on the handle moved the track; it did not pause the player.
  expect(await audioState(page)).toMatchObject({ paused: false });
});

test('a 2,000-track queue renders what is in view, scrolls by keyboard and moves a track far', async ({
  page,
}) => {
  await playFromBrowse(page, 0);
  // The saved queue is grown to 2,000 items (the six tracks over and over) and restored on a
  // reload. It is written as the next page starts: the page being left saves its own queue.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sada.player')?.includes('"items"')))
    .toBe(true);
  const saved = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('sada.player'))) ?? '{}',
  ) as { items: { id: string; track: unknown }[] };
  const items = Array.from({ length: 2000 }, (_, i) => ({
    id: `long-${i}`,
    track: saved.items[i % saved.items.length]?.track,
  }));
  const longQueue = JSON.stringify({
    ...saved,
    items,
    originalOrder: items.map((item) => item.id),
    currentIndex: 0,
  });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('long-queue')) return;
    sessionStorage.setItem('long-queue', 'written');
    localStorage.setItem('sada.player', value);
  }, longQueue);
  await page.reload();
  const drawer = await openQueue(page);
  await expect(drawer.getByText('2000 songs')).toBeVisible();
  const rows = drawer.getByTestId('queue-item');
  await expect(rows.first()).toHaveAttribute('aria-setsize', '2000');
  expect(await rows.count()).toBeLessThan(60);

  // End and Home scroll the whole queue from a row, and focus stays on that row.
  const second = drawer.locator('[aria-posinset="2"]');
  await second.getByRole('button').nth(1).focus();
  // At once, not by a smooth scroll through two thousand rows: read before any frame can pass.
  const scrolledTo = () =>
    page.evaluate<string>(`(() => {
      let scroller = document.querySelector('[role="dialog"] ol');
      while (scroller && getComputedStyle(scroller).overflowY !== 'auto') {
        scroller = scroller.parentElement;
      }
      if (!scroller) return 'no scroller';
      if (scroller.scrollTop === 0) return 'start';
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      return atEnd ? 'end' : 'between';
    })()`);
  await page.keyboard.press('End');
  expect(await scrolledTo()).toBe('end');
  await expect(drawer.locator('[aria-posinset="2000"]')).toBeInViewport();
  await expect(second.getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  expect(await scrolledTo()).toBe('start');
  await expect(second).toBeInViewport();

  // 40 places down is past every row rendered at first; the moved row stays in view and focused.
  const status = drawer.getByRole('status');
  const title = (await second.getByTestId('queue-item-title').textContent()) ?? '';
  await second.getByRole('button').first().focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`${title} is now at position 2 of 2000.`);
  for (let step = 0; step < 40; step++) await page.keyboard.press('ArrowDown');
  await expect(status).toHaveText(`${title} is now at position 42 of 2000.`);
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`Dropped ${title} at position 42 of 2000.`);
  const moved = drawer.locator('[aria-posinset="42"]');
  await expect(moved).toBeInViewport();
  await expect(moved.getByRole('button').first()).toBeFocused();
  await expect(moved).toHaveAttribute('data-item-id', 'long-1');
});

test("removing tracks and 'Clear Queue' empty the queue and close the player", async ({ page }) => {
  const titles = await playFromBrowse(page, 0);
  const drawer = await openQueue(page);
  await drawer.getByRole('button', { name: `Remove ${titles[2]} from queue` }).click();
  await expect(drawer.getByText('5 songs')).toBeVisible();
  expect(await queueTitles(page)).toEqual([titles[0], titles[1], titles[3], titles[4], titles[5]]);

  // Removing the playing track moves on to the one after it.
  await drawer.getByRole('button', { name: `Remove ${titles[0]} from queue` }).click();
  await expect(drawer.getByTestId('player-title')).toHaveText(titles[1] ?? '');

  await drawer.getByRole('button', { name: 'Clear Queue' }).click();
  await expect(drawer.getByText('Queue is empty')).toBeVisible();
  await expect(drawer.getByText('Add some songs to get started')).toBeVisible();
  await expect(drawer.getByText('0 songs', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(playerBar(page)).toHaveCount(0);
  expect((await audioState(page))?.paused ?? true).toBe(true);
});

test('the player bar and the open queue have no serious accessibility violations', async ({
  page,
}) => {
  test.slow();
  await playFromBrowse(page, 0);
  const serious = async (include: string) => {
    const { violations } = await new AxeBuilder({ page }).include(include).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  };
  expect(await serious('section[aria-label="Player"]')).toEqual([]);
  await openQueue(page);
  expect(await serious('[role="dialog"]')).toEqual([]);
});
