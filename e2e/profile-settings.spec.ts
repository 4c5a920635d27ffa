// Profile and settings: edit the profile with a new picture, settings that
// survive a reload and decide what others see, the failure toasts, and deleting an account.
import { expect, newAccount, test } from './fixtures';

// An 8×8 teal PNG.
const avatarPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);

test('edit the profile: picture, name, bio and location, kept after a reload', async ({
  page,
  signUp,
}) => {
  const account = newAccount('profile');
  await signUp(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: account.displayName })).toBeVisible();
  await expect(page.getByTestId('stat-liked')).toHaveText('0');
  await expect(page.getByTestId('stat-playlists')).toHaveText('0');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Change picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: avatarPng,
  });
  await page.getByLabel('Display name').fill('  Safiya Listener ');
  await page.getByLabel('Bio').fill('Nasheeds on the way to work');
  await page.getByLabel('Location').fill('Leeds');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Safiya Listener' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Safiya Listener' })).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText('Nasheeds on the way to work');
  await expect(page.getByTestId('profile-location')).toHaveText('Leeds');
  await expect(page.locator('img[src^="/api/media/user-avatars/"]').first()).toBeVisible();

  // Cancel drops what was typed.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-bio')).toHaveText('Nasheeds on the way to work');
});

test('a failed profile save says so and keeps the edit open', async ({ page, signUp }) => {
  await signUp(page, newAccount('profile_fail'));
  await page.route('**/api/me/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'Service unavailable' } },
        })
      : route.fallback(),
  );
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Will not be saved');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('Will not be saved');
});

test('settings survive a reload, and privacy decides what others see', async ({
  page,
  browser,
  signUp,
}) => {
  const account = newAccount('settings');
  await signUp(page, account);
  await page.goto('/settings');
  const created = await page.request.post('/api/playlists', {
    data: { name: 'Morning Adhkar', isPublic: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);

  // A new account's defaults (docs/product/accounts.md, "Settings").
  await expect(page.getByLabel('Profile visibility')).toHaveValue('private');
  // The settings page has no 'Islamic content only' switch.
  await expect(page.getByRole('switch', { name: 'Islamic content only' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Allow messages' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // A language the interface is not translated into: the page stays in English.
  await page.getByLabel('Preferred language').selectOption('urdu');
  await page.getByLabel('Islamic school').selectOption('hanafi');
  await page.getByRole('switch', { name: 'Prayer notifications' }).click();
  await page.getByLabel('Profile visibility').selectOption('public');
  await page.getByRole('switch', { name: 'Show my playlists' }).click();
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Preferred language')).toHaveValue('urdu');
  await expect(page.getByLabel('Islamic school')).toHaveValue('hanafi');
  await expect(page.getByRole('switch', { name: 'Prayer notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Profile visibility')).toHaveValue('public');
  await expect(page.getByRole('switch', { name: 'Show my playlists' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Someone else, signed out, sees the public playlist but not the listening activity.
  await page.goto('/profile');
  const publicUrl = await page
    .getByRole('link', { name: 'View as others see it' })
    .getAttribute('href');
  const visitor = await browser.newPage();
  await visitor.goto(new URL(publicUrl ?? '/', page.url()).toString());
  await expect(visitor.getByRole('heading', { name: account.displayName })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Public playlists' })).toBeVisible();
  await expect(visitor.getByText('Morning Adhkar')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);

  // Back to private: the visitor sees only the name.
  await page.goto('/settings');
  await page.getByLabel('Profile visibility').selectOption('private');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This profile is private')).toBeVisible();
  await expect(visitor.getByText('Morning Adhkar')).toHaveCount(0);
  await visitor.close();
});

test('a failed save shows the error toast and keeps the changes', async ({ page, signUp }) => {
  await signUp(page, newAccount('settings_fail'));
  await page.route('**/api/me/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'Service unavailable' } },
        })
      : route.fallback(),
  );
  await page.goto('/settings');
  await page.getByLabel('Islamic school').selectOption('maliki');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Error saving settings')).toBeVisible();
  await expect(page.getByText('Service unavailable')).toBeVisible();
  await expect(page.getByLabel('Islamic school')).toHaveValue('maliki');
});

test('theme and language apply at once and are remembered', async ({ page, signUp }) => {
  await signUp(page, newAccount('appearance'));
  await page.goto('/settings');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByText('العربية', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('delete the account: a wrong password is refused, the right one removes it', async ({
  page,
  signUp,
}) => {
  const account = newAccount('delete');
  await signUp(page, account);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Delete account for good' }).click();
  await expect(page.getByText('That password is not correct')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Delete account for good' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const me = await page.request.get('/api/me');
  expect(await me.json()).toEqual({ user: null });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.ok()).toBe(false);
});
