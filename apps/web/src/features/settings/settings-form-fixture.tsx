// What the settings form's tests render: one listener's settings, in the providers it needs.
import type { UserSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { profileKeys, settingsQueryOptions } from '../../components/profile/api/profile';
import { SettingsForm } from './settings-form';

export const settings = {
  profile: { displayName: 'Demo Listener', bio: null, location: null },
  preferences: {
    preferredLanguage: 'english',
    islamicSchool: null,
    listeningRule: null,
    prayerNotifications: false,
  },
  privacy: {
    profileVisibility: 'private',
    showPlaylists: false,
    showFollowers: false,
    showListeningActivity: false,
    allowMessages: true,
  },
} as UserSettings;

export function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SettingsForm settings={settings} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The form as the settings page shows it: fed from the cached settings, which may change. */
function FormFromCache() {
  const { data } = useQuery({ ...settingsQueryOptions, enabled: false });
  return data ? <SettingsForm settings={data} /> : null;
}

/** Renders the form over `initial` in the cache; the client lets a test change what is cached. */
export function renderFormFromCache(initial: UserSettings) {
  const client = new QueryClient();
  client.setQueryData(profileKeys.settings, initial);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FormFromCache />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
