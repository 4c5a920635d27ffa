// A profile extends a better-auth user one to one. Display name, username, e-mail and avatar
// stay on `users`, which better-auth owns; role and preferences live here.
import {
  islamicSchools,
  preferredLanguages,
  profileVisibilities,
  roles,
} from '@sada/contracts/enums';
import { listeningRules } from '@sada/contracts/instrumentation';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './auth';
import { createdAt, oneOf, updatedAt } from './helpers';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull().default('listener'),
    bio: text('bio'),
    location: text('location'),
    preferredLanguage: text('preferred_language', { enum: preferredLanguages })
      .notNull()
      .default('english'),
    islamicSchool: text('islamic_school', { enum: islamicSchools }),
    /** What the listener would like to hear (decision 014); null until they choose. */
    listeningRule: text('listening_rule', { enum: listeningRules }),
    prayerNotifications: boolean('prayer_notifications').notNull().default(false),
    /** When an admin verified this label account; until then a label cannot moderate. */
    labelVerifiedAt: timestamp('label_verified_at', { withTimezone: true }),
    /**
     * The session of the account's first visit, greeted as such rather than with 'Welcome back'
     * (features/auth/first-visit.ts): the nil UUID until an account made by sign-up has its first
     * session, null for accounts with none to greet. No foreign key: sessions end.
     */
    firstSessionId: uuid('first_session_id'),
    /** When an admin suspended the account: it cannot sign in or use a session until restored. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', oneOf('role', roles)),
    check('profiles_preferred_language_check', oneOf('preferred_language', preferredLanguages)),
    check('profiles_islamic_school_check', oneOf('islamic_school', islamicSchools)),
    check('profiles_listening_rule_check', oneOf('listening_rule', listeningRules)),
    // Admin statistics count profiles updated in the last 30 days.
    index('profiles_updated_at_idx').on(t.updatedAt),
    index('profiles_role_idx').on(t.role),
  ],
);

export const userPrivacySettings = pgTable(
  'user_privacy_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    showPlaylists: boolean('show_playlists').notNull().default(false),
    showFollowers: boolean('show_followers').notNull().default(false),
    showListeningActivity: boolean('show_listening_activity').notNull().default(false),
    allowMessages: boolean('allow_messages').notNull().default(true),
    profileVisibility: text('profile_visibility', { enum: profileVisibilities })
      .notNull()
      .default('private'),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      'user_privacy_settings_visibility_check',
      oneOf('profile_visibility', profileVisibilities),
    ),
  ],
);
