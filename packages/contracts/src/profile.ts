// The signed-in person's profile and settings, and what others may see of them (a profile's privacy
// settings decide).
import { z } from 'zod';

import { authMessages, displayName, newPassword } from './auth';
import { artistSummary } from './catalog';
import { islamicSchools, preferredLanguages, profileVisibilities, roles } from './enums';
import { listeningRule } from './instrumentation';
import { playlistSummary } from './playlists';
import { trackSummary } from './tracks';

export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;

export const profileMessages = {
  updated: 'Profile Updated',
  updateFailed: 'Failed to update profile. Please try again.',
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  locationTooLong: `Location must be at most ${LOCATION_MAX_LENGTH} characters`,
  avatarMissing: 'Choose an image for your avatar',
  userNotFound: 'User not found',
} as const;

export const settingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Error saving settings',
  signedOut: 'Authentication Required. Please sign in to access settings.',
  preferredLanguageInvalid: 'Choose one of the languages offered',
  islamicSchoolInvalid: 'Choose one of the schools offered',
  visibilityInvalid: 'Choose public, private or friends',
  passwordRequired: 'Enter your password to confirm',
  passwordsDiffer: 'The two new passwords are not the same',
  passwordIncorrect: 'That password is not correct',
  noPassword:
    'This account has no password. Set one with "Forgot password" on the sign-in page, then try again.',
} as const;

/** Trimmed; an empty value is stored as null. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

export const profileFields = z.object({
  displayName,
  bio: optionalText(BIO_MAX_LENGTH, profileMessages.bioTooLong),
  location: optionalText(LOCATION_MAX_LENGTH, profileMessages.locationTooLong),
});
export type ProfileFieldsInput = z.input<typeof profileFields>;
export type ProfileFields = z.output<typeof profileFields>;

export const myProfile = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    role: z.enum(roles),
    createdAt: z.iso.datetime({ offset: true }),
    stats: z.object({
      likedSongs: z.number().int().nonnegative(),
      playlists: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'MyProfile' });
export type MyProfile = z.infer<typeof myProfile>;

export const avatarResponse = z.object({ avatarUrl: z.string().nullable() }).meta({ id: 'Avatar' });

export const contentPreferences = z
  .object({
    preferredLanguage: z.enum(preferredLanguages, {
      error: settingsMessages.preferredLanguageInvalid,
    }),
    islamicSchool: z
      .enum(islamicSchools, { error: settingsMessages.islamicSchoolInvalid })
      .nullable(),
    /** What they would like to hear (decision 014); null until they choose. */
    listeningRule: listeningRule.nullable(),
    prayerNotifications: z.boolean(),
  })
  .meta({ id: 'ContentPreferences' });
export type ContentPreferences = z.infer<typeof contentPreferences>;

export const privacySettings = z
  .object({
    profileVisibility: z.enum(profileVisibilities, { error: settingsMessages.visibilityInvalid }),
    showPlaylists: z.boolean(),
    showFollowers: z.boolean(),
    showListeningActivity: z.boolean(),
    allowMessages: z.boolean(),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettings>;

/** What a person has before they change anything (docs/product/accounts.md, "Settings"). */
export const defaultPrivacySettings: PrivacySettings = {
  profileVisibility: 'private',
  showPlaylists: false,
  showFollowers: false,
  showListeningActivity: false,
  allowMessages: true,
};

/** Save Settings: every section at once. */
export const userSettingsUpdate = z.object({
  profile: profileFields,
  preferences: contentPreferences,
  privacy: privacySettings,
});
export type UserSettingsInput = z.input<typeof userSettingsUpdate>;

export const userSettings = z
  .object({
    profile: z.object({
      displayName: z.string(),
      bio: z.string().nullable(),
      location: z.string().nullable(),
    }),
    preferences: contentPreferences,
    privacy: privacySettings,
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettings>;

/** Settings → change password: the current one, and the new one typed twice. */
export const changePasswordForm = z
  .object({
    currentPassword: z
      .string({ error: authMessages.passwordRequired })
      .min(1, authMessages.passwordRequired),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: settingsMessages.passwordsDiffer,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const deleteAccountRequest = z.object({
  password: z.string({ error: settingsMessages.passwordRequired }).min(1, {
    error: settingsMessages.passwordRequired,
  }),
});

/**
 * Another person's profile. What is missing is what its owner keeps to themselves: `bio` and
 * `location` need a visible profile, the lists need their own switch as well.
 */
export const publicProfile = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** False when the visitor may see only the name and picture. */
    visible: z.boolean(),
    visibility: z.enum(profileVisibilities),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    memberSince: z.iso.datetime({ offset: true }),
    playlists: z.array(playlistSummary).nullable(),
    following: z.array(artistSummary).nullable(),
    recentTracks: z.array(trackSummary).nullable(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfile>;

export const userIdParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });

export const PUBLIC_PROFILE_LIST_LIMIT = 12;
