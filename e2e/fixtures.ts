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

export interface NewAccount {
  displayName: string;
  username: string;
  email: string;
  password: string;
}

/** A fresh account's details, unique per call so journeys never collide between runs. */
export function newAccount(prefix = 'e2e'): NewAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    displayName: 'Maryam Test',
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: `Nur-${id}-Falak`,
  };
}

interface Fixtures {
  signIn: (page: Page, role: DemoRole) => Promise<void>;
  /** Creates a listener account through the API; the page's context is signed in as it. */
  signUp: (page: Page, account: NewAccount) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // A distinct documentation-range address per journey (RFC 5737), sent as X-Forwarded-For to
  // a server started with TRUST_PROXY=true.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = hash(testInfo.testId) % 65_025;
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `203.0.${Math.floor(n / 255)}.${(n % 255) + 1}`,
    });
  },
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
  signUp: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('signUp needs use.baseURL in playwright.config.ts');
    const origin = new URL(baseURL).origin;
    await use(async (page, account) => {
      const response = await page.request.post('/api/auth/sign-up/email', {
        data: {
          name: account.displayName,
          username: account.username,
          email: account.email,
          password: account.password,
          role: 'listener',
        },
        headers: { origin },
      });
      if (!response.ok()) {
        throw new Error(
          `Signing up ${account.email} failed: ${response.status()} ${await response.text()}`,
        );
      }
    });
  },
});

export { expect } from '@playwright/test';

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}
