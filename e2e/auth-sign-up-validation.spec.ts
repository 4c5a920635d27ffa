// Sign-up form rules: every message appears when a field is left, follows typing
// once shown, and the availability indicator finds taken usernames and e-mails.
import AxeBuilder from '@axe-core/playwright';

import { expect, newAccount, test } from './fixtures';

const cases: [field: string, value: string, message: string][] = [
  ['Display Name', '', 'Display name must be at least 2 characters long'],
  ['Display Name', 'M', 'Display name must be at least 2 characters long'],
  ['Display Name', 'x'.repeat(51), 'Display name must be less than 50 characters'],
  ['Username', '', 'Username must be at least 3 characters long'],
  ['Username', 'a'.repeat(31), 'Username must be less than 30 characters'],
  ['Username', 'bad name!', 'Username can only contain letters, numbers, and underscores'],
  ['Email', '', 'Email is required'],
  ['Email', 'not-an-email', 'Please enter a valid email address'],
  ['Password', '', 'Password is required'],
  ['Password', 'Ab1', 'Password must be at least 6 characters long'],
  [
    'Password',
    'lowercase-only',
    'Password must contain at least one uppercase and one lowercase letter',
  ],
];

test.beforeEach(async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('each sign-up rule shows its message when the field is left', async ({ page }) => {
  for (const [label, value, message] of cases) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.blur();
    await expect(field, `${label} = "${value}"`).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
});

test('a shown error follows typing, and the button says why it is disabled', async ({ page }) => {
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('sign-up-blocker')).toHaveText(
    'To create your account, fill in: Display Name, Username, Email, and Password.',
  );

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await password.blur();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByTestId('sign-up-blocker')).toContainText('Fix the highlighted fields');

  // Back in the field, the message changes with each keystroke, without leaving it.
  await password.focus();
  await password.pressSequentially('defg');
  await expect(
    page.getByText('Password must contain at least one uppercase and one lowercase letter'),
  ).toBeVisible();
  await password.press('Home');
  await password.press('Shift+ArrowRight');
  await password.press('A');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the role select offers the three self-selectable roles', async ({ page }) => {
  const role = page.getByLabel('I am a...');
  await expect(role).toHaveValue('listener');
  await expect(role.locator('option')).toHaveText(['Music Lover', 'Artist', 'Record Label']);
});

test('a taken username and e-mail show as taken; fresh ones as available', async ({ page }) => {
  const username = page.getByLabel('Username', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  const submit = page.getByRole('button', { name: 'Create Account' });

  await username.fill('Demo_Listener');
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');

  await email.fill('listener@sada.test');
  await expect(page.getByText('This email is already registered')).toBeVisible();

  const account = newAccount('avail');
  await page.getByLabel('Display Name', { exact: true }).fill(account.displayName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('sign-up-blocker')).toContainText(
    'That email already has an account',
  );

  await username.fill(account.username);
  await email.fill(account.email);
  await expect(page.getByText('This username is available')).toBeVisible();
  await expect(page.getByText('This email is available')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId('sign-up-blocker')).toHaveCount(0);
});

test('a password the server finds too weak is refused under the password field', async ({
  page,
}) => {
  const account = newAccount('weak');
  await page.getByLabel('Display Name', { exact: true }).fill(account.displayName);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  // Passes the form's rules (length, both cases) but is on every breach list.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Password1');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeEnabled();
  await submit.click();

  const message = 'Password is too weak. Please choose a stronger password.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(password).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(submit).toBeDisabled();

  // A new password clears the server's verdict.
  await password.fill(account.password);
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('the sign-up form with errors has no serious or critical accessibility violations', async ({
  page,
}) => {
  // axe checks every element's contrast; with software rendering on two cores that takes a while.
  test.slow();
  const displayName = page.getByLabel('Display Name', { exact: true });
  await displayName.fill('M');
  await displayName.blur();
  await page.getByLabel('Username', { exact: true }).fill('demo_listener');
  await expect(page.getByText('This username is already taken')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(severe).toEqual([]);
});
