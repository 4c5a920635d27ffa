// Social sign-in: 'Continue with Sada ID' on /auth goes to a real OpenID Connect
// provider on loopback (PKCE), which signs its test account in at once and sends the browser
// back: a new listener account, signed in.
import { expect, test } from './fixtures';
import { oidcAccount } from './oidc-provider-server-account';

test('continue with a configured OpenID Connect provider', async ({ page }) => {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Continue with Sada ID' });
  await expect(button).toBeVisible();
  await button.click();

  // Listeners land on /home.
  await expect(page).toHaveURL('/home');
  await expect(
    page.getByRole('button', { name: `Account menu for ${oidcAccount.name}` }),
  ).toBeVisible();
});
