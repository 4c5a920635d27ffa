import type { ListeningRule } from '@sada/contracts/instrumentation';
import { type UserSettings, userSettings } from '@sada/contracts/profile';
import { meResponse } from '@sada/contracts/session';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { profileKeys } from '../../components/profile/api/profile';
import { changeLanguage, i18n } from '../../lib/i18n/i18n';
import { LISTENING_RULE_STORAGE_KEY, useDeviceRule } from '../../lib/listening-rule/device-rule';
import { route, serveApi } from '../../testing/fetch';
import { renderForm, renderFormFromCache, settings } from './settings-form-fixture';

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

describe('what they would like to hear', () => {
  afterEach(() => {
    localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
    useDeviceRule.setState({ rule: null });
  });

  it('asks the question with the three rules, none marked before a first choice', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'What would you like to hear?' });
    expect(group).toBeRequired();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'vocals_only',
      'vocals_and_daf',
      'everything',
    ]);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(within(group).getByRole('radio', { name: 'Vocals only' })).toHaveAccessibleDescription(
      'Voices and spoken word',
    );
    expect(
      within(group).getByRole('radio', { name: 'Vocals and daf' }),
    ).toHaveAccessibleDescription('Voices with the daf or other hand drums');
    expect(
      within(group).getByRole('radio', { name: 'Everything reviewed' }),
    ).toHaveAccessibleDescription('Every track our reviewers approved, instruments included');
  });

  it('saves the rule chosen with the other settings, and keeps a copy on the device', async () => {
    const { requests } = serveSave();
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Vocals and daf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(useDeviceRule.getState().rule).toBe('vocals_and_daf'));
    expect(requests.find(({ method }) => method === 'PUT')?.body).toEqual({
      profile: { displayName: 'Demo Listener', bio: null, location: null },
      preferences: {
        preferredLanguage: 'english',
        islamicSchool: null,
        listeningRule: 'vocals_and_daf',
        prayerNotifications: false,
      },
      privacy: expect.objectContaining({ profileVisibility: 'private' }),
    });
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_and_daf');
  });

  it('follows a rule chosen meanwhile from the menu, unless changed in the form too', async () => {
    const withRule = (listeningRule: ListeningRule | null): UserSettings => ({
      ...settings,
      preferences: { ...settings.preferences, listeningRule },
    });
    const client = renderFormFromCache(withRule(null));
    // The cache tells the form at once rather than on its next tick.
    notifyManager.setScheduler((notify) => notify());
    try {
      const cache = (rule: ListeningRule) =>
        act(() => client.setQueryData(profileKeys.settings, withRule(rule)));

      cache('vocals_only');
      expect(screen.getByRole('radio', { name: 'Vocals only' })).toBeChecked();
      expect(screen.getByText('All changes saved')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('radio', { name: 'Vocals and daf' }));
      cache('everything');
      expect(screen.getByRole('radio', { name: 'Vocals and daf' })).toBeChecked();
      expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    } finally {
      notifyManager.setScheduler(defaultScheduler);
    }
  });

  it('reads right to left in Arabic, with the words of the instrumentation labels', async () => {
    await changeLanguage('ar');
    renderForm();
    expect(document.documentElement.dir).toBe('rtl');
    const group = screen.getByRole('radiogroup', { name: 'ماذا تحب أن تسمع؟' });
    expect(within(group).getByRole('radio', { name: 'أصوات فقط' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'أصوات ودفّ' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'كل ما رُوجع' })).toBeInTheDocument();
  });
});
