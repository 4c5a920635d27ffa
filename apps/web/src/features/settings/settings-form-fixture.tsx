// What the settings form's tests render: one listener's settings, in the providers it needs.
import type { UserSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { SettingsForm } from './settings-form';

const settings = {
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
