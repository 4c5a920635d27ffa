// Sign-in: the rules, wrong credentials, and where each role lands.
import { demoAccounts, type DemoRole, expect, test } from './fixtures';

test('an empty sign-in form names both missing fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('a wrong password marks both fields with the credentials message', async ({ page }) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(demoAccounts.label.email);
  await password.fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const message = 'Invalid email or password. Please check your credentials.';
  await expect(page.getByText(message)).toHaveCount(2);
  await expect(email).toHaveAccessibleDescription(message);
  await expect(password).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/auth$/);

  // Editing either field clears the message from both.
  await password.fill('Still-wrong-2');
  await expect(page.getByText(message)).toHaveCount(0);
});

const landing: Record<DemoRole, string> = {
  listener: '/home',
  artist: '/dashboard',
  label: '/dashboard',
  admin: '/dashboard',
};

for (const role of Object.keys(landing) as DemoRole[]) {
  test(`signing in as ${role} lands on ${landing[role]}`, async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(demoAccounts[role].email);
    await page.getByLabel('Password', { exact: true }).fill(demoAccounts[role].password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(landing[role]);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  });
}
