import { userSettings } from '@sada/contracts/profile';
import { meResponse } from '@sada/contracts/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { changeLanguage, i18n } from '../../lib/i18n/i18n';
import { route, serveApi } from '../../testing/fetch';
import { renderForm } from './settings-form-fixture';

/** PUT /api/me/settings answers with what it was sent; the session is a visitor's. */
function serveSave() {
  return serveApi(
    route('PUT', '/me/settings', userSettings, ({ body }) => body as z.input<typeof userSettings>),
    route('GET', '/me', meResponse, { user: null }),
  );
}

afterEach(async () => {
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
    const { requests } = serveSave();
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Preferred language'), 'arabic');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(requests.find(({ method }) => method === 'PUT')?.body).toMatchObject({
      preferences: { preferredLanguage: 'arabic', listeningRule: null },
    });
  });
});
