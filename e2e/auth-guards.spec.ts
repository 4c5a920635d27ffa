// Redirects, guards and menus (docs/product/accounts.md, "Route guards").
import { expect, test } from './fixtures';

test('signed out: a Sign In button instead of the user menu; guarded pages ask to sign in', async ({
  page,
}) => {
  await page.goto('/browse');
  const signIn = page.getByRole('link', { name: 'Sign In', exact: true });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL('/auth');

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');

  await page.goto('/settings');
  await expect(
    page.getByText('Authentication Required. Please sign in to access settings.'),
  ).toBeVisible();
});

test('a listener: admin pages and the dashboard lead to the library; the menu signs out', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'listener');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/library');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/library');

  // No Moderation link for a listener (the site header heads the legal pages).
  await page.goto('/privacy');
  await expect(page.getByRole('navigation', { name: 'Site navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);

  await page.goto('/browse');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Settings',
    'What you hear',
    'Language English',
    'Sign out',
  ]);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('an artist on an admin page goes to the dashboard and sees no Moderation link', async ({
  page,
  signIn,
}) => {
  await signIn(page, 'artist');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/privacy');
  await expect(page.getByRole('navigation', { name: 'Site navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
});

for (const role of ['label', 'admin'] as const) {
  test(`a ${role} sees the Moderation link`, async ({ page, signIn }) => {
    await signIn(page, role);
    await page.goto('/privacy');
    await expect(
      page
        .getByRole('navigation', { name: 'Site navigation' })
        .getByRole('link', { name: 'Moderation' }),
    ).toBeVisible();
  });
}

test('an admin may open the admin pages', async ({ page, signIn }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/admin/users');
});
