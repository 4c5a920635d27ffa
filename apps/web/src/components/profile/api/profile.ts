import {
  avatarResponse,
  myProfile,
  publicProfile,
  userSettings,
  type ProfileFields,
  type UserSettings,
} from '@sada/contracts/profile';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '../../../lib/api';
import { applySavedRule } from '../../../lib/listening-rule/device-rule';
import { sessionQueryKey } from '../../../lib/session/use-session';

export const profileKeys = {
  mine: ['me', 'profile'] as const,
  settings: ['me', 'settings'] as const,
  user: (id: string) => ['users', id] as const,
};

/** GET /api/me/profile: your profile with the liked-song and playlist counts. */
export const myProfileQueryOptions = queryOptions({
  queryKey: profileKeys.mine,
  queryFn: ({ signal }) => api.get('/me/profile', { schema: myProfile, signal }),
});

/** GET /api/me/settings: profile fields, content preferences and privacy. */
export const settingsQueryOptions = queryOptions({
  queryKey: profileKeys.settings,
  queryFn: ({ signal }) => api.get('/me/settings', { schema: userSettings, signal }),
});

/** GET /api/users/:id: someone's profile, as their privacy settings allow. */
export function publicProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.user(id),
    queryFn: ({ signal }) =>
      api.get(`/users/${encodeURIComponent(id)}`, { schema: publicProfile, signal }),
  });
}

/** The name and picture show in the user menu and on playlists: refresh them everywhere. */
function refreshPerson(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['me'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** PATCH the profile fields, then the new avatar if one was chosen. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, avatar }: { fields: ProfileFields; avatar: File | null }) => {
      if (avatar) await uploadAvatar(avatar);
      return api.patch('/me/profile', fields, { schema: myProfile });
    },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine, profile),
    onSettled: () => refreshPerson(queryClient),
  });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api.put('/me/avatar', form, { schema: avatarResponse });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/me/avatar', { schema: avatarResponse }),
    onSettled: () => refreshPerson(queryClient),
  });
}

/**
 * Save Settings: PUT every section at once. A changed listening rule is kept on the device too,
 * and every list is asked again, filtered by it.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) =>
      api.put('/me/settings', settings, { schema: userSettings }),
    onSuccess: (saved) => {
      const previous = queryClient.getQueryData<UserSettings>(profileKeys.settings);
      queryClient.setQueryData(profileKeys.settings, saved);
      // Not awaited: the form is saved once the server says so, however long the lists take.
      void applySavedRule(
        queryClient,
        previous?.preferences.listeningRule,
        saved.preferences.listeningRule,
      );
    },
    onSettled: () => refreshPerson(queryClient),
  });
}

/** DELETE /api/me with the password; afterwards nothing of the person is left to show. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest('/me', { method: 'DELETE', body: { password } }),
    onSuccess: () => window.location.assign('/'),
  });
}
