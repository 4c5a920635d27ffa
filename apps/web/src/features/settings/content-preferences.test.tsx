import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage, i18n } from '../../lib/i18n/i18n';
import { renderForm } from './settings-form-fixture';

/** PUT /api/me/settings answers with what it was sent; anything else with signed out. */
function serveSave() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    url.endsWith('/me/settings')
      ? Response.json(JSON.parse(String(init?.body)))
      : Response.json({ user: null }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('content preferences', () => {
  it('offer no "Islamic content only" switch while it would do nothing', () => {
    renderForm();
    expect(screen.queryByRole('switch', { name: /Islamic content only/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Prayer notifications' })).toBeInTheDocument();
  });

  it('say that the preferred language is the interface language on sign-in', () => {
    renderForm();
    expect(screen.getByLabelText('Preferred language')).toHaveAccessibleDescription(
      /shown in this language when you sign in/,
    );
  });

  it('switch the interface to the preferred language once saved', async () => {
    const fetch = serveSave();
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Preferred language'), 'arabic');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    const [, init] = fetch.mock.calls.find(([url]) => url.endsWith('/me/settings')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      preferences: { preferredLanguage: 'arabic', islamicContentOnly: true },
    });
  });
});
