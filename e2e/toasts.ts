import type { Page } from '@playwright/test';

/** The toast that says `text`. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
