// SQL of a person's profile: the users row better-auth owns, the profiles row with bio and
// preferences, the privacy settings row (absent until first saved), and the counts /profile shows.
import {
  defaultPrivacySettings,
  type ContentPreferences,
  type PrivacySettings,
  type ProfileFields,
} from '@sada/contracts/profile';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import {
  artistSummaryFields,
  selectPlaylistSummaries,
  trackSummaryFields,
} from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import {
  albums,
  artists,
  follows,
  likes,
  playlists,
  playlistTracks,
  profiles,
  streamEvents,
  tracks,
  userPrivacySettings,
  users,
} from '../../db/schema';

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.name,
      username: users.username,
      email: users.email,
      avatarUrl: users.image,
      createdAt: users.createdAt,
      bio: profiles.bio,
      location: profiles.location,
      role: profiles.role,
      preferredLanguage: profiles.preferredLanguage,
      islamicSchool: profiles.islamicSchool,
      listeningRule: profiles.listeningRule,
      prayerNotifications: profiles.prayerNotifications,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Liked songs (live tracks within the rule, as /liked lists them) and own playlists. */
export async function profileStats(db: Executor, hearing: Hearing, userId: string) {
  const [[liked], [owned]] = await Promise.all([
    db
      .select({ n: count() })
      .from(likes)
      .innerJoin(tracks, eq(tracks.id, likes.trackId))
      .where(and(eq(likes.userId, userId), liveAndHeard(hearing))),
    db.select({ n: count() }).from(playlists).where(eq(playlists.ownerId, userId)),
  ]);
  return { likedSongs: liked?.n ?? 0, playlists: owned?.n ?? 0 };
}

export async function findPrivacySettings(db: Executor, userId: string): Promise<PrivacySettings> {
  const [row] = await db
    .select({
      profileVisibility: userPrivacySettings.profileVisibility,
      showPlaylists: userPrivacySettings.showPlaylists,
      showFollowers: userPrivacySettings.showFollowers,
      showListeningActivity: userPrivacySettings.showListeningActivity,
      allowMessages: userPrivacySettings.allowMessages,
    })
    .from(userPrivacySettings)
    .where(eq(userPrivacySettings.userId, userId));
  return row ?? defaultPrivacySettings;
}

export async function updateProfileFields(db: Executor, userId: string, fields: ProfileFields) {
  await db
    .update(users)
    .set({ name: fields.displayName, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db
    .update(profiles)
    .set({ bio: fields.bio, location: fields.location, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

export async function updatePreferences(
  db: Executor,
  userId: string,
  preferences: ContentPreferences,
) {
  await db
    .update(profiles)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

export async function upsertPrivacySettings(
  db: Executor,
  userId: string,
  privacy: PrivacySettings,
) {
  await db
    .insert(userPrivacySettings)
    .values({ userId, ...privacy })
    .onConflictDoUpdate({
      target: userPrivacySettings.userId,
      set: { ...privacy, updatedAt: new Date() },
    });
}

/** Sets the avatar and returns the one it replaces. */
export async function replaceAvatar(db: Executor, userId: string, avatarUrl: string | null) {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ image: avatarUrl, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.update(profiles).set({ updatedAt: new Date() }).where(eq(profiles.id, userId));
    return previous?.image ?? null;
  });
}

/**
 * Whether two people count as friends for a 'friends' profile: one has added a track to the
 * other's playlist (a collaborative one, since only owners add to the rest).
 */
export async function areFriends(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(playlistTracks)
    .innerJoin(playlists, eq(playlists.id, playlistTracks.playlistId))
    .where(
      or(
        and(eq(playlists.ownerId, a), eq(playlistTracks.addedBy, b)),
        and(eq(playlists.ownerId, b), eq(playlistTracks.addedBy, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function listPublicPlaylistsOf(db: Executor, userId: string, limit: number) {
  return selectPlaylistSummaries(db)
    .where(and(eq(playlists.ownerId, userId), eq(playlists.isPublic, true)))
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit);
}

export function listFollowedArtists(db: Executor, userId: string, limit: number) {
  return db
    .select(artistSummaryFields)
    .from(follows)
    .innerJoin(artists, eq(artists.id, follows.artistId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt), desc(artists.id))
    .limit(limit);
}

/**
 * The live tracks the user listened to last, each once, newest listen first: those the viewer
 * (`hearing`) would hear.
 */
export function listRecentTracks(db: Executor, hearing: Hearing, userId: string, limit: number) {
  const lastListen = sql<Date>`max(${streamEvents.startedAt})`;
  return db
    .select({ ...trackSummaryFields, lastListen })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(eq(streamEvents.userId, userId), liveAndHeard(hearing)))
    .groupBy(tracks.id, artists.id, albums.id)
    .orderBy(desc(lastListen))
    .limit(limit);
}
