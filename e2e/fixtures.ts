// Shared fixtures for the browser journeys. `signIn(page, role)` signs in as one of the four
// demo accounts through the API, so the session cookie lands in the page's browser context.
import { test as base, type Page } from '@playwright/test';

export type DemoRole = 'listener' | 'artist' | 'label' | 'admin';

export const demoPassword = 'Sada-demo-2026';

export const demoAccounts: Record<DemoRole, { email: string; password: string }> = {
  listener: { email: 'listener@sada.test', password: demoPassword },
  artist: { email: 'artist@sada.test', password: demoPassword },
  label: { email: 'label@sada.test', password: demoPassword },
  admin: { email: 'admin@sada.test', password: demoPassword },
};

interface Fixtures {
  signIn: (page: Page, role: DemoRole) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('signIn needs use.baseURL in playwright.config.ts');
    const origin = new URL(baseURL).origin;
    await use(async (page, role) => {
      const { email, password } = demoAccounts[role];
      // page.request shares the context's cookie jar, so the browser is signed in afterwards.
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password },
        headers: { origin },
      });
      if (!response.ok()) {
        throw new Error(
          `Signing in as ${role} (${email}) failed: ${response.status()} ${await response.text()}`,
        );
      }
    });
  },
});

export { expect } from '@playwright/test';
