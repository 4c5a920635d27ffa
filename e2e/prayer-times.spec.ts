// Prayer times: the dropdown's five prayers, next prayer and time remaining for the fallback place
// (Mecca), a city chosen in settings, and the browser's own position once the listener asks for it.
import type { Page } from '@playwright/test';

import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const prayers = ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'];

async function openPrayerTimes(page: Page) {
  await page.getByRole('button', { name: 'Prayer times' }).click();
  const panel = page.getByRole('dialog', { name: 'Prayer times' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the dropdown shows the five prayers, the next one with the time left, for Mecca', async ({
  page,
}) => {
  await page.goto('/browse');
  const panel = await openPrayerTimes(page);

  const rows = panel.getByRole('list', { name: "Today's prayers" }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  for (const [index, name] of prayers.entries()) {
    await expect(rows.nth(index)).toContainText(name);
    await expect(rows.nth(index)).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  }
  await expect(panel.getByTestId('prayer-next')).toContainText('Next prayer');
  await expect(panel.getByTestId('prayer-next-name')).toHaveText(new RegExp(prayers.join('|')));
  await expect(panel.getByTestId('prayer-remaining')).toHaveText(/^(\d+h )?\d+m$/);
  await expect(panel.getByTestId('prayer-location')).toHaveText('Mecca, Saudi Arabia');
  await expect(panel.getByTestId('prayer-hijri-date')).toContainText('AH');

  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Prayer times' })).toBeFocused();
});

test('a city chosen in settings gives the dropdown its place, kept after a reload', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'listener');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Prayer times' });
  await section.getByLabel('Prayer location').selectOption({ label: 'London, United Kingdom' });
  await expect(
    section.getByText(/For London, United Kingdom: Muslim World League\.$/),
  ).toBeVisible();

  let panel = await openPrayerTimes(page);
  await expect(panel.getByTestId('prayer-location')).toHaveText('London, United Kingdom');
  await page.keyboard.press('Escape');

  await page.reload();
  panel = await openPrayerTimes(page);
  await expect(panel.getByTestId('prayer-location')).toHaveText('London, United Kingdom');
  await panel.getByRole('link', { name: 'Prayer settings' }).click();
  await expect(page).toHaveURL(/\/settings#prayer-times$/);
});

test.describe('with the browser sharing its position', () => {
  // Jakarta, on the morning of 21 January 2026.
  test.use({
    geolocation: { latitude: -6.2088, longitude: 106.8456 },
    permissions: ['geolocation'],
    timezoneId: 'Asia/Jakarta',
  });

  test("'Use my location' shows the times for those coordinates", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-21T01:00:00Z'));
    await page.goto('/browse');
    const panel = await openPrayerTimes(page);
    await expect(panel.getByTestId('prayer-location')).toHaveText('Mecca, Saudi Arabia');

    await panel.getByRole('button', { name: 'Use my location' }).click();
    await expect(panel.getByTestId('prayer-location')).toContainText('Your location');
    await expect(panel.getByTestId('prayer-location')).toContainText('6.21° S, 106.85° E');
    // Kemenag's published times for Jakarta that day: Subuh 04.31, Zuhur 12.07, Isya 19.33.
    const rows = panel.getByRole('list', { name: "Today's prayers" }).getByRole('listitem');
    await expect(rows.nth(0)).toContainText('4:31 AM');
    await expect(rows.nth(1)).toContainText('12:07 PM');
    await expect(rows.nth(4)).toContainText('7:33 PM');
    await expect(panel.getByTestId('prayer-next-name')).toHaveText('Dhuhr');
    await expect(panel.getByTestId('prayer-remaining')).toHaveText('4h 7m');
  });
});
