// User management (/admin/users, /admin/settings): a new listener is sent from the
// dashboard to the library; the admin finds them and makes them an artist; the listener's next
// page is the artist's dashboard without signing in again; the audit log names the change. The
// users and settings pages have no serious accessibility problem.

import { seriousViolations } from './axe';
import { expect, newAccount, test } from './fixtures';
import { toast } from './toasts';

test("an admin makes a listener an artist, which applies at the listener's next page", async ({
  page,
  browser,
  baseURL,
  signIn,
  signUp,
}) => {
  test.slow();
  const account = newAccount('promoted');
  await signUp(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/library$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Upload Track' })).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await admin
      .getByRole('searchbox', { name: 'Search by name, username or e-mail' })
      .fill(account.email);
    const accounts = admin.getByRole('list', { name: 'Accounts' });
    const row = accounts.getByRole('listitem').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(accounts.getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(admin)).toEqual([]);

    await row.getByRole('combobox', { name: 'Role' }).selectOption('artist');
    const dialog = admin.getByRole('alertdialog', {
      name: `Change the role of ${account.displayName} to Artist?`,
    });
    await expect(dialog).toContainText('they do not need to sign in again');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(toast(admin, `The role of ${account.displayName} is now Artist`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('combobox', { name: 'Role' })).toHaveValue('artist');

    // The listener, still on the same session, opens the dashboard again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Artist Dashboard', level: 1 })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Upload Track' })).toBeVisible();

    // The audit log says who changed what, newest first.
    await admin.goto('/admin/audit');
    await expect(admin.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Role changes' });
    const newest = admin.getByRole('list', { name: 'Admin actions' }).getByRole('listitem').first();
    await expect(newest).toContainText(`changed the role of ${account.displayName}`);
    await expect(newest).toContainText('Music Lover → Artist');
    await expect(newest).toContainText('admin@sada.test');

    await admin.goto('/admin/settings');
    await expect(admin.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
    await expect(admin.getByRole('switch', { name: 'Registration open' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(admin.getByLabel('Upload size limit (MB)', { exact: true })).toHaveValue('50');
    expect(await seriousViolations(admin)).toEqual([]);
  } finally {
    await adminContext.close();
  }
});
