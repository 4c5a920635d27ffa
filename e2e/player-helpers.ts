// Helpers for the player journeys: play from /browse, read the bar and the <audio> element.
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

export function playerBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Player' });
}

export function playerTitle(page: Page): Locator {
  return playerBar(page).getByTestId('player-title');
}

export function queueDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Queue' });
}

/** Opens /browse, waits for "Made for you" and returns the titles of its cards in order. */
export async function openBrowse(page: Page): Promise<string[]> {
  await page.goto('/browse');
  const section = page.getByRole('region', { name: 'Made for you' });
  await expect(section.locator('article')).toHaveCount(6);
  return section.locator('article h3').allInnerTexts();
}

/** Plays card `index` of "Made for you" (the section becomes the queue) and waits for sound. */
export async function playFromBrowse(page: Page, index = 0): Promise<string[]> {
  const titles = await openBrowse(page);
  const title = titles[index] ?? '';
  const section = page.getByRole('region', { name: 'Made for you' });
  await section.getByRole('button', { name: `Play ${title}`, exact: true }).click();
  await expect(playerTitle(page)).toHaveText(title);
  await waitForAudioPast(page, 0.3);
  return titles;
}

export interface AudioState {
  currentTime: number;
  paused: boolean;
  muted: boolean;
  readyState: number;
}

// The player plays through the first <audio> in the document. It is read with an expression
// (this project's Node typings have no DOM); the page's CSP forbids eval, so waiting polls.
const readAudio =
  "(() => { const a = document.querySelector('audio'); return a && { currentTime: a.currentTime, paused: a.paused, muted: a.muted, readyState: a.readyState }; })()";

export async function audioState(page: Page): Promise<AudioState | null> {
  return page.evaluate<AudioState | null>(readAudio);
}

export async function audioTime(page: Page): Promise<number> {
  return (await audioState(page))?.currentTime ?? -1;
}

/** Waits until the player's <audio> satisfies `check`. */
export async function waitForAudio(
  page: Page,
  check: (audio: AudioState) => boolean,
  timeout = 20_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const audio = await audioState(page);
        return audio !== null && check(audio);
      },
      { timeout, intervals: [100] },
    )
    .toBe(true);
}

export async function waitForAudioPast(page: Page, seconds: number): Promise<void> {
  await waitForAudio(page, (a) => !a.paused && a.currentTime > seconds);
}

export async function waitForAudioPaused(page: Page): Promise<void> {
  await waitForAudio(page, (a) => a.paused);
}

/** The titles in the open queue drawer, once it has loaded (it loads on first opening). */
export async function queueTitles(page: Page): Promise<string[]> {
  const titles = queueDialog(page).getByTestId('queue-item-title');
  await titles.first().waitFor();
  return titles.allInnerTexts();
}
