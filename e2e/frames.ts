import type { Page } from '@playwright/test';

/**
 * Waits until the page has painted twice. A keyboard drag measures the rows after its pick-up
 * renders, and a key pressed before that moves nothing.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  // A string: the e2e TypeScript project has no DOM types.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}
