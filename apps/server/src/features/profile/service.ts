// The signed-in person's profile and settings, and other people's profiles as
// their privacy settings allow.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import {
  PUBLIC_PROFILE_LIST_LIMIT,
  profileMessages,
  type MyProfile,
  type ProfileFields,
  type PublicProfile,
  type UserSettings,
} from '@sada/contracts/profile';
import { MAX_IMAGE_BYTES, uploadMessages } from '@sada/contracts/uploads';
import type { FastifyRequest } from 'fastify';

import type { Hearing } from '../../catalog/listening-rule';
import { toArtistSummary, toPlaylistSummary, toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { receiveImage, type ImageUploadRule } from '../../http/image-upload';
import { mediaKeyOf, mediaUrl } from '../../http/media-keys';
import { acceptedImageTypes } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import {
  areFriends,
  findPrivacySettings,
  findProfile,
  listFollowedArtists,
  listPublicPlaylistsOf,
  listRecentTracks,
  profileStats,
  replaceAvatar,
  updatePreferences,
  updateProfileFields,
  upsertPrivacySettings,
  type ProfileRow,
} from './repository';

const avatarUpload: ImageUploadRule = {
  field: 'avatar',
  maxBytes: MAX_IMAGE_BYTES,
  size: 512,
  accepted: acceptedImageTypes,
  messages: {
    tooLarge: uploadMessages.imageTooLarge,
    invalidType: uploadMessages.invalidImageType,
    missing: profileMessages.avatarMissing,
  },
};

const userNotFound = () => notFound(profileMessages.userNotFound);
/** The stored file of the person's avatar; never a file of someone else's the URL may name. */
const avatarKeyOf = (url: string | null, userId: string) => mediaKeyOf(url, 'user-avatars', userId);

export function createProfileService(deps: { db: Database; storage: Storage; tmpDir: string }) {
  const { db, storage } = deps;

  async function ownProfile(actor: Actor): Promise<ProfileRow> {
    const row = await findProfile(db, actor.id);
    if (!row) throw userNotFound();
    return row;
  }

  async function present(row: ProfileRow, hearing: Hearing): Promise<MyProfile> {
    return {
      id: row.id,
      displayName: row.displayName,
      username: row.username,
      email: row.email,
      avatarUrl: row.avatarUrl,
      bio: row.bio,
      location: row.location,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      stats: await profileStats(db, hearing, row.id),
    };
  }

  return {
    async mine(actor: Actor, hearing: Hearing): Promise<MyProfile> {
      return present(await ownProfile(actor), hearing);
    },

    async update(actor: Actor, fields: ProfileFields, hearing: Hearing): Promise<MyProfile> {
      await ownProfile(actor);
      await db.transaction((tx) => updateProfileFields(tx, actor.id, fields));
      return present(await ownProfile(actor), hearing);
    },

    /** Stores the avatar re-encoded at user-avatars/{userId}/{timestamp}.jpg. */
    async setAvatar(actor: Actor, request: FastifyRequest): Promise<string> {
      await ownProfile(actor);
      const dir = join(deps.tmpDir, 'uploads', randomUUID());
      await mkdir(dir, { recursive: true });
      try {
        const encoded = await receiveImage(request, dir, avatarUpload);
        const key = `user-avatars/${actor.id}/${Date.now()}.jpg`;
        await storage.put(key, createReadStream(encoded));
        const previous = avatarKeyOf(await replaceAvatar(db, actor.id, mediaUrl(key)), actor.id);
        if (previous && previous !== key) await storage.delete(previous).catch(() => undefined);
        return mediaUrl(key);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async removeAvatar(actor: Actor): Promise<void> {
      await ownProfile(actor);
      const previous = avatarKeyOf(await replaceAvatar(db, actor.id, null), actor.id);
      if (previous) await storage.delete(previous).catch(() => undefined);
    },

    async settings(actor: Actor): Promise<UserSettings> {
      const row = await ownProfile(actor);
      return {
        profile: { displayName: row.displayName, bio: row.bio, location: row.location },
        preferences: {
          preferredLanguage: row.preferredLanguage,
          islamicSchool: row.islamicSchool,
          listeningRule: row.listeningRule,
          prayerNotifications: row.prayerNotifications,
        },
        privacy: await findPrivacySettings(db, actor.id),
      };
    },

    /** Save Settings: every section at once, or nothing. */
    async saveSettings(actor: Actor, settings: UserSettings): Promise<UserSettings> {
      await ownProfile(actor);
      await db.transaction(async (tx) => {
        await updateProfileFields(tx, actor.id, settings.profile);
        await updatePreferences(tx, actor.id, settings.preferences);
        await upsertPrivacySettings(tx, actor.id, settings.privacy);
      });
      return this.settings(actor);
    },

    /**
     * What `viewer` may see of `userId`. Name and picture always (they show on public playlists
     * anyway); bio and location when the profile is public, or 'friends' and the viewer is one;
     * each list when, in addition, its own switch is on. The owner sees everything.
     */
    async publicProfile(
      viewer: Actor | null,
      userId: string,
      hearing: Hearing,
    ): Promise<PublicProfile> {
      const row = await findProfile(db, userId);
      if (!row) throw userNotFound();
      const privacy = await findPrivacySettings(db, userId);
      const isOwner = viewer?.id === userId;
      const visible =
        isOwner ||
        privacy.profileVisibility === 'public' ||
        (privacy.profileVisibility === 'friends' &&
          viewer !== null &&
          (await areFriends(db, viewer.id, userId)));
      const show = (flag: boolean) => visible && (isOwner || flag);
      const limit = PUBLIC_PROFILE_LIST_LIMIT;
      const [playlists, following, recent] = await Promise.all([
        show(privacy.showPlaylists) ? listPublicPlaylistsOf(db, userId, limit) : null,
        show(privacy.showFollowers) ? listFollowedArtists(db, userId, limit) : null,
        show(privacy.showListeningActivity) ? listRecentTracks(db, hearing, userId, limit) : null,
      ]);
      return {
        id: row.id,
        displayName: row.displayName,
        username: row.username,
        avatarUrl: row.avatarUrl,
        visible,
        visibility: privacy.profileVisibility,
        bio: visible ? row.bio : null,
        location: visible ? row.location : null,
        memberSince: row.createdAt.toISOString(),
        playlists: playlists?.map(toPlaylistSummary) ?? null,
        following: following?.map(toArtistSummary) ?? null,
        recentTracks: recent?.map(toTrackSummary) ?? null,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
