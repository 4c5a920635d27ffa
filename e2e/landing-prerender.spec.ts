// The landing page arrives rendered (apps/web/vite/prerender-landing.ts): it is readable before
// any script runs, the app then hydrates the same elements, and a reader of another language
// never sees it in English.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const heroTitle = 'Where faith finds its echo';

/**
 * Holds the app's entry module until `release` is called; the page's own HTML is not held, but
 * its load event waits for the module, so pages are opened up to DOMContentLoaded.
 */
async function holdApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Errors the page reports: uncaught ones and console errors (React reports hydration there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the landing page reads and links without JavaScript', async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heroTitle);
  await expect(page.getByRole('heading', { name: 'Halal Content Only', level: 3 })).toBeVisible();
  const hero = page.getByRole('region', { name: heroTitle });
  await expect(hero.getByRole('link', { name: 'Join Sada' })).toHaveAttribute(
    'href',
    '/auth?tab=signup',
  );
});

test('the app hydrates the rendered landing page: same elements, then interactive', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(heroTitle);
  await page.evaluate("window.renderedTitle = document.querySelector('h1')");

  release();
  // Until the app has hydrated, the theme button does nothing.
  const theme = page.getByRole('button', { name: /^Change theme/ });
  await expect(async () => {
    await theme.click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Hydrated, not replaced: the heading painted from HTML is the one on the page.
  expect(
    await page.evaluate<boolean>(
      "window.renderedTitle.isConnected && window.renderedTitle === document.querySelector('h1')",
    ),
  ).toBe(true);
  await expect(page.getByText(`© ${new Date().getFullYear()} Sada.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a stored theme draws the header icon and menu label of that theme', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript("localStorage.setItem('sada.theme', 'dark')");
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Change theme (now Dark)' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reader of Arabic never sees the English landing page', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('sada.language', 'ar')");
  const release = await holdApp(page);
  // The app is requested at once, and held: the page does not finish loading meanwhile.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'off');
  await expect(page.getByText(heroTitle)).toBeHidden();

  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(heroTitle)).toHaveCount(0);
});

test('a browser set to Arabic gets the Arabic landing page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ar-EG', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(heroTitle)).toHaveCount(0);
  await context.close();
});

test('a signed-in visitor opening / is sent on, never shown the landing page', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'listener');
  await page.goto('/');
  await expect(page).toHaveURL('/home');
  await expect(page.getByText(heroTitle)).toHaveCount(0);
});
