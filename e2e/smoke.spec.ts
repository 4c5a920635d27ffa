// The Foundation journey: the landing page, the application shell on a deep link, the not-found
// page, the health check, the signed-in redirect and an accessibility check.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const valueCards = ['Halal Content Only', 'Global Muslim Artists', 'Prayer Integration'];

test('the landing page shows its three value cards', async ({ page }) => {
  await page.goto('/');
  for (const title of valueCards) {
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
});

test('a deep link to /browse opens the application shell with the greeting', async ({ page }) => {
  await page.goto('/browse');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'Browse', 'Your Library']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('searchbox', { name: 'Search Sada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'As-salaam alaikum', level: 1 })).toBeVisible();
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: valueCards[0], level: 3 })).toBeVisible();
});

test('/api/health answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('a signed-in listener is taken from / to /home', async ({ page, signIn }) => {
  await signIn(page, 'listener');
  await page.goto('/');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: /^Welcome back, /, level: 1 })).toBeVisible();
});

test('the landing page has no serious or critical accessibility violations', async ({ page }) => {
  // axe checks every element's contrast; with software rendering on two cores that takes a while.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: valueCards[2], level: 3 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
