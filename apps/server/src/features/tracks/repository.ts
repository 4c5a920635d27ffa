// SQL of the track lists and of the sources a Play button starts (an artist, a playlist, an
// album, the liked songs).
import type { Chapter } from '@sada/contracts/chapters';
import type { AudioFormat, IslamicContentType, TrackLanguage } from '@sada/contracts/enums';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import type { TrackListSort } from '@sada/contracts/tracks';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';

import { heard, liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { recitationSql } from '../../catalog/recitation';
import { playableTrackFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { albums, artists, genres, likes, playlists, playlistTracks, tracks } from '../../db/schema';

/** Playable track rows (summary and policy fields), with `extra` columns. */
function selectPlayable<K extends Record<string, SQL>>(db: Executor, extra?: K) {
  return db
    .select({ ...playableTrackFields, ...(extra ?? ({} as K)) })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId));
}

export async function findTrack(db: Executor, trackId: string) {
  const [row] = await selectPlayable(db).where(eq(tracks.id, trackId));
  return row ?? null;
}

/** One track with everything its page shows. */
export async function findTrackDetail(db: Executor, trackId: string) {
  const [row] = await selectPlayable(db, {
    lyrics: sql<string | null>`${tracks.lyrics}`,
    hasText: sql<boolean>`${tracks.textLayers} IS NOT NULL`,
    chapters: sql<Chapter[] | null>`${tracks.chapters}`,
    language: sql<TrackLanguage>`${tracks.language}`,
    contentType: sql<IslamicContentType>`${tracks.islamicContentType}`,
    instrumentation: sql<Instrumentation | null>`${tracks.instrumentation}`,
    audioFormat: sql<AudioFormat | null>`${tracks.audioFormat}`,
    genreSlug: sql<string>`${genres.slug}`,
    genreName: sql<string>`${genres.name}`,
    ...recitationSql,
  })
    .innerJoin(genres, eq(genres.slug, tracks.genre))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

export type PlayableTrackRow = NonNullable<Awaited<ReturnType<typeof findTrack>>>;

/** Where a page starts: after the row with this sort key (digits) and id. */
export interface TrackListPosition {
  key: string;
  id: string;
}

/** Each order: its column, the key as digits for a cursor, and the key back from digits. */
const orders: Record<
  TrackListSort,
  { column: SQL; key: SQL<string>; fromKey: (k: string) => SQL }
> = {
  popular: {
    column: sql`${tracks.playCount}`,
    key: sql<string>`${tracks.playCount}::text`,
    fromKey: (k) => sql`${k}::bigint`,
  },
  liked: {
    column: sql`${tracks.likeCount}`,
    key: sql<string>`${tracks.likeCount}::text`,
    fromKey: (k) => sql`${k}::bigint`,
  },
  // Microseconds, so that tracks created in the same millisecond are neither lost nor repeated.
  recent: {
    column: sql`${tracks.createdAt}`,
    key: sql<string>`(extract(epoch from ${tracks.createdAt}) * 1000000)::bigint::text`,
    fromKey: (k) => sql`(timestamptz 'epoch' + ${k}::bigint * interval '1 microsecond')`,
  },
};

/** Live tracks, best first and ties by id; `limit + 1` rows tell whether another page follows. */
export function listLiveTracks(
  db: Executor,
  hearing: Hearing,
  sort: TrackListSort,
  limit: number,
  after: TrackListPosition | null,
) {
  const order = orders[sort];
  const live = liveAndHeard(hearing);
  const where = after
    ? and(
        live,
        sql`(${order.column}, ${tracks.id}) < (${order.fromKey(after.key)}, ${after.id}::uuid)`,
      )
    : live;
  return selectPlayable(db, { sortKey: order.key })
    .where(where)
    .orderBy(desc(order.column), desc(tracks.id))
    .limit(limit + 1);
}

export async function artistExists(db: Executor, artistId: string): Promise<boolean> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId));
  return row !== undefined;
}

export async function albumExists(db: Executor, albumId: string): Promise<boolean> {
  const [row] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId));
  return row !== undefined;
}

export async function findPlaylist(db: Executor, playlistId: string) {
  const [row] = await db
    .select({
      ownerId: playlists.ownerId,
      isPublic: playlists.isPublic,
      collaborative: playlists.collaborative,
    })
    .from(playlists)
    .where(eq(playlists.id, playlistId));
  return row ?? null;
}

/** An artist's live tracks, newest first (as the artist page lists them). */
export function artistLiveTracks(db: Executor, hearing: Hearing, artistId: string, max: number) {
  return selectPlayable(db)
    .where(and(eq(tracks.artistId, artistId), liveAndHeard(hearing)))
    .orderBy(desc(tracks.createdAt), desc(tracks.id))
    .limit(max);
}

/** An album's live tracks in album order. */
export function albumLiveTracks(db: Executor, hearing: Hearing, albumId: string, max: number) {
  return selectPlayable(db)
    .where(and(eq(tracks.albumId, albumId), liveAndHeard(hearing)))
    .orderBy(sql`${tracks.trackNumber} asc nulls last`, asc(tracks.createdAt), asc(tracks.id))
    .limit(max);
}

/** Which tracks that are not live a caller may see in a playlist (the service asks the policy). */
export type UnpublishedVisibility =
  { kind: 'none' } | { kind: 'own'; userId: string } | { kind: 'all' };

/**
 * A playlist's tracks in position order, narrowed to the live ones and what `unpublished` lets
 * in, and to what `hearing` lets through (what Play queues skips the rest).
 */
export function playlistTrackRows(
  db: Executor,
  hearing: Hearing,
  playlistId: string,
  unpublished: UnpublishedVisibility,
  max: number,
) {
  const visible =
    unpublished.kind === 'all'
      ? undefined
      : unpublished.kind === 'own'
        ? or(eq(tracks.status, 'live'), eq(artists.ownerUserId, unpublished.userId))
        : eq(tracks.status, 'live');
  return selectPlayable(db)
    .innerJoin(playlistTracks, eq(playlistTracks.trackId, tracks.id))
    .where(and(eq(playlistTracks.playlistId, playlistId), visible, heard(hearing)))
    .orderBy(asc(playlistTracks.position), asc(playlistTracks.addedAt), asc(playlistTracks.id))
    .limit(max);
}

/** The user's liked live tracks (within their rule), newest like first. */
export function likedLiveTracks(db: Executor, hearing: Hearing, userId: string, max: number) {
  return selectPlayable(db)
    .innerJoin(likes, eq(likes.trackId, tracks.id))
    .where(and(eq(likes.userId, userId), liveAndHeard(hearing)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(max);
}
