import type { ListeningRule } from '@sada/contracts/instrumentation';
import type { UserSettings } from '@sada/contracts/profile';

/**
 * A listener's settings with `listeningRule`, every other field changed from its default, so a
 * PUT that loses any of them shows.
 */
export function settingsWith(listeningRule: ListeningRule | null): UserSettings {
  return {
    profile: { displayName: 'Amina', bio: 'Nasheeds at dawn', location: 'Cairo' },
    preferences: {
      preferredLanguage: 'arabic',
      islamicSchool: 'hanafi',
      listeningRule,
      prayerNotifications: true,
    },
    privacy: {
      profileVisibility: 'friends',
      showPlaylists: true,
      showFollowers: false,
      showListeningActivity: true,
      allowMessages: false,
    },
  };
}
