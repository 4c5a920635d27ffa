// Sign-up → 'Account Created Successfully!' → the verify banner → the link from the outbox →
// the banner is gone.
import { expect, newAccount, test } from './fixtures';
import { verificationLink } from './mail';

const bannerText = 'Please verify your email to access all features.';

test('a new account verifies its e-mail through the link it was sent', async ({
  page,
  context,
}) => {
  test.slow();
  const account = newAccount('verify');
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Display Name', { exact: true }).fill(account.displayName);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('I am a...').selectOption({ label: 'Music Lover' });
  await expect(page.getByText('This email is available')).toBeVisible();
  await expect(page.getByText('This username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Account Created Successfully!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(account.email);
  await expect(dialog.getByRole('button', { name: 'Continue to App' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Email sent!')).toBeVisible();
  await expect(
    page.getByText("We've sent another verification email to your inbox."),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to App' }).click();

  // Signed in at once: / sends a listener on to /home, where the banner waits.
  await expect(page).toHaveURL('/home');
  const banner = page.getByRole('region', { name: bannerText });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Resend Email' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Dismiss' })).toBeVisible();

  // The person opens the link from their inbox in another tab…
  const link = await verificationLink(account.email);
  const inbox = await context.newPage();
  await inbox.goto(link);
  await expect(inbox).toHaveURL('/home');
  // Still the new account's first visit: greeted as new, not 'Welcome back'.
  await expect(
    inbox.getByRole('heading', { name: `Welcome to Sada, ${account.displayName}`, level: 1 }),
  ).toBeVisible();
  await expect(inbox.getByText(bannerText)).toHaveCount(0);
  await inbox.close();

  // …and when they come back to the first tab, the banner has gone.
  // What the browser fires when the tab is shown again (headless tabs never hide).
  await page.evaluate("document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))");
  await expect(page.getByText(bannerText)).toHaveCount(0);
});

test('Dismiss hides the banner for the rest of the browser session', async ({ page, signUp }) => {
  const account = newAccount('dismiss');
  await signUp(page, account);
  await page.goto('/browse');
  const banner = page.getByRole('region', { name: bannerText });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Email sent!')).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(bannerText)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'As-salaam alaikum' })).toBeVisible();
  await expect(page.getByText(bannerText)).toHaveCount(0);
});
