// SQL of notifications. Every query names the reader (`user_id = $userId`), so nobody reads or
// marks another person's notifications whatever id they send.
import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Executor } from '../../db/client';
import { artists, notifications, playlists, tracks, users } from '../../db/schema';

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

export function listNotifications(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Counted from the rows, so it can never fall below zero. */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.read)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; null when the user has none with that id. */
export async function markRead(db: Executor, userId: string, notificationId: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read; returns how many there were. */
export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), not(notifications.read)))
    .returning({ id: notifications.id });
  return rows.length;
}

const last = alias(notifications, 'last');

/**
 * The user's notifications written after `afterId` (one of theirs), newest `limit` of them,
 * oldest first, in the order they were written (`seq`).
 */
export async function notificationsAfter(
  db: Executor,
  userId: string,
  afterId: string,
  limit: number,
) {
  const mark = db
    .select({ seq: last.seq })
    .from(last)
    .where(and(eq(last.id, afterId), eq(last.userId, userId)));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.seq} > (${mark})`))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.reverse();
}

export async function userName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function artistWithOwner(db: Executor, artistId: string) {
  const [row] = await db
    .select({ name: artists.name, ownerUserId: artists.ownerUserId })
    .from(artists)
    .where(eq(artists.id, artistId));
  return row ?? null;
}

/** Whether `ownerId` was already told that `followerId` follows `artistId`. */
export async function hasFollowerNotification(
  db: Executor,
  ownerId: string,
  followerId: string,
  artistId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, ownerId),
        eq(notifications.kind, 'new_follower'),
        sql`${notifications.data} ->> 'followerId' = ${followerId}`,
        sql`${notifications.data} ->> 'artistId' = ${artistId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function playlistAndTrack(db: Executor, playlistId: string, trackId: string) {
  const [row] = await db
    .select({ ownerId: playlists.ownerId, playlistName: playlists.name, trackTitle: tracks.title })
    .from(playlists)
    .innerJoin(tracks, eq(tracks.id, trackId))
    .where(eq(playlists.id, playlistId));
  return row ?? null;
}
