// Two-factor: enrol in Settings → Privacy & Security with the QR code's secret, sign
// out, and sign in again with a code computed from that secret.
import { Secret, TOTP } from 'otpauth';

import { expect, newAccount, test } from './fixtures';

function totpFor(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/**
 * A code the server has not seen yet: the next 30 s step's. The server refuses a code twice and
 * accepts one step either side of its clock, so this needs no wait for a fresh step.
 */
function freshCode(totp: TOTP, used: string): string {
  const next = totp.generate({ timestamp: Date.now() + totp.period * 1000 });
  if (next !== used) return next;
  return totp.generate({ timestamp: Date.now() - totp.period * 1000 });
}

test('TOTP enrolment, then sign-in with a generated code', async ({ page, context, signUp }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = newAccount('totp');
  await signUp(page, account);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Privacy & Security', level: 2 })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  const codes = page.getByRole('list', { name: '2. Save your backup codes' }).getByRole('listitem');
  await expect(codes).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Copy backup codes' }).click();
  await expect(page.getByText('Backup codes copied')).toBeVisible();
  const firstBackupCode = await codes.first().innerText();
  // A string, so the browser's globals need no DOM types here.
  expect(await page.evaluate('navigator.clipboard.readText()')).toContain(firstBackupCode);

  const totp = totpFor(secret);
  const codeField = page.getByLabel('Authentication code');
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Enter the 6 digits shown in your app.')).toBeVisible();
  const enrolmentCode = totp.generate();
  await codeField.fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on', { exact: true })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('On');

  // Sign out through the user menu: back to the landing page.
  await page.getByRole('button', { name: `Account menu for ${account.displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();

  const signInCode = freshCode(totp, enrolmentCode);
  await page.getByLabel('Authentication code').fill(signInCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/home');
  const accountMenu = page.getByRole('button', { name: `Account menu for ${account.displayName}` });
  await expect(accountMenu).toBeVisible();

  // Without the phone: a backup code signs in once.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(firstBackupCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(accountMenu).toBeVisible();
});
