// The phone factor: add and verify a number in Settings → Privacy & Security
// with the code from the SMS outbox, turn on codes by text message, sign out, and sign in again
// with a code sent by text message.
import { expect, newAccount, test } from './fixtures';
import { codeTextedTo, textMessagesTo } from './sms';

/** A number of its own per run, so earlier runs' messages never match. */
function freshNumber(): { typed: string; e164: string } {
  const digits = String(Date.now()).slice(-7);
  return { typed: `+966 55 ${digits}`, e164: `+96655${digits}` };
}

test('phone number, codes by text message, then sign-in with a texted code', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('sms');
  const phone = freshNumber();
  await signUp(page, account);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Privacy & Security', level: 2 })).toBeVisible();
  await expect(page.getByTestId('sms-factor-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Add a phone number' }).click();
  await page.getByLabel('Mobile number').fill('0551234567');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/international format/).last()).toBeVisible();

  await page.getByLabel('Mobile number').fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${phone.e164}.`, { exact: false })).toBeVisible();
  const numberCode = await codeTextedTo(phone.e164);
  await page.getByLabel('Code from the text message').fill(numberCode);
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(page.getByTestId('phone-number')).toHaveText(phone.e164);

  await page.getByRole('button', { name: 'Use text messages for two-factor' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Use text messages for two-factor' }).click();
  await expect(page.getByText('Codes by text message are on', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sms-factor-state')).toHaveText('On');
  // One factor at a time: the authenticator app waits until text messages are off.
  await expect(
    page.getByRole('button', { name: 'Set up two-factor authentication' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: `Account menu for ${account.displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const sentBefore = (await textMessagesTo(phone.e164)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  const signInCode = await codeTextedTo(phone.e164, sentBefore);

  const codeField = page.getByLabel('Code from the text message');
  await codeField.fill(signInCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  await codeField.fill(signInCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.displayName}` }),
  ).toBeVisible();
});
