// Arabic, right to left: the language is chosen in the user menu (or, signed out, beside the
// theme menu) and remembered; the page mirrors, the sidebar moves to the right, and the player's
// sliders fill from the right with the arrow keys following them.
import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { playFromBrowse } from './player-helpers';

type Messages = { [key: string]: string | Messages };

function readLocale(language: string): Messages {
  const url = new URL(`../apps/web/src/lib/i18n/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Messages;
}

const arabic = readLocale('ar');
const english = readLocale('en');

function lookUp(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The Arabic text of a key, or the English one that i18next falls back to. */
function arabicText(key: string): string {
  const text = lookUp(arabic, key) ?? lookUp(english, key);
  if (text === undefined) throw new Error(`No text for ${key}`);
  return text;
}

/** A message as a pattern, its {{variables}} matching anything. */
function pattern(text: string): RegExp {
  const parts = text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

async function expectDocument(page: Page, lang: string, dir: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** Opens the user menu and its Language submenu, and picks a language with the keyboard. */
async function chooseLanguageInUserMenu(
  page: Page,
  menuLabel: string,
  submenu: string,
  name: string,
) {
  await page.getByRole('button', { name: pattern(menuLabel) }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${submenu}`) }).click();
  // Moving the pointer into the submenu crosses the other items; the keyboard does not.
  await page.getByRole('menuitemradio', { name }).press('Enter');
}

test('a listener switches to Arabic in the user menu, and back', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(page, 'listener');
  await page.goto('/browse');
  await expectDocument(page, 'en', 'ltr');

  await chooseLanguageInUserMenu(page, 'Account menu for {{name}}', 'Language', 'العربية');
  await expectDocument(page, 'ar', 'rtl');
  const sidebar = page.locator('aside');
  await expect(sidebar.getByRole('link', { name: arabicText('nav.browse') })).toBeVisible();

  await page.reload();
  await expectDocument(page, 'ar', 'rtl');
  await expect(sidebar.getByRole('link', { name: arabicText('nav.browse') })).toBeVisible();

  // Mirrored: the sidebar is at the right edge and the page's content to its left.
  const viewport = page.viewportSize();
  const aside = await sidebar.boundingBox();
  const main = await page.locator('main').boundingBox();
  if (!viewport || !aside || !main) throw new Error('no layout boxes');
  // Within a scrollbar's width of the right edge.
  expect(aside.x + aside.width).toBeGreaterThan(viewport.width - 20);
  expect(aside.x).toBeGreaterThan(viewport.width / 2);
  expect(main.x + main.width).toBeLessThanOrEqual(aside.x + 1);

  await expect(page.locator('main h1').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('browse-ar.png') });

  await chooseLanguageInUserMenu(
    page,
    arabicText('userMenu.label'),
    arabicText('language.label'),
    'English',
  );
  await expectDocument(page, 'en', 'ltr');
  await expect(sidebar.getByRole('link', { name: 'Browse', exact: true })).toBeVisible();
  await page.reload();
  await expectDocument(page, 'en', 'ltr');
});

test('signed out, the language is chosen beside the theme menu', async ({ page }) => {
  await page.goto('/browse');
  await page.getByRole('button', { name: 'Change language (now English)' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expectDocument(page, 'ar', 'rtl');
  await page.reload();
  await expectDocument(page, 'ar', 'rtl');

  await page.getByRole('button', { name: pattern(arabicText('language.change')) }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expectDocument(page, 'en', 'ltr');
});

test('right to left, the volume slider fills from the right and ← turns it up', async ({
  page,
}) => {
  await playFromBrowse(page, 0);
  await page.evaluate("localStorage.setItem('sada.language', 'ar')");
  await page.reload();
  await expectDocument(page, 'ar', 'rtl');

  const bar = page.getByRole('region', { name: arabicText('player.label') });
  const volume = bar.getByRole('slider', { name: arabicText('player.volume') });
  await expect(volume).toHaveAttribute('aria-valuenow', '75');
  const slider = bar.locator('[data-slot="slider"]').filter({
    has: page.getByRole('slider', { name: arabicText('player.volume') }),
  });
  const track = slider.locator('[data-slot="slider-track"]');
  const range = slider.locator('[data-slot="slider-range"]');
  const trackBox = await track.boundingBox();
  const rangeBox = await range.boundingBox();
  if (!trackBox || !rangeBox) throw new Error('no slider boxes');
  expect(rangeBox.x + rangeBox.width).toBeCloseTo(trackBox.x + trackBox.width, 0);
  expect(rangeBox.x).toBeGreaterThan(trackBox.x + 1);

  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuenow', '76');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '74');
});

test('/browse in Arabic has no serious accessibility violations', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('sada.language', 'ar'));
  await page.goto('/browse');
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.locator('main article').first()).toBeVisible();
  // Colours are the same in every language; this looks at what Arabic changes: names,
  // language attributes, structure.
  const { violations } = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
});
