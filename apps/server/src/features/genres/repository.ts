// SQL of the genre page: its popular live tracks and the public playlists that feature them.
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { isLive, selectPlaylistSummaries, selectTrackSummaries } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { playlists, playlistTracks, tracks } from '../../db/schema';

export function popularTracks(db: Executor, hearing: Hearing, slug: string, limit: number) {
  return selectTrackSummaries(db)
    .where(and(liveAndHeard(hearing), eq(tracks.genre, slug)))
    .orderBy(desc(tracks.playCount), asc(tracks.id))
    .limit(limit);
}

/** Only the genre's most played tracks are looked for in playlists, which bounds the work. */
const PLAYLIST_TRACK_SAMPLE = 200;

/**
 * Public playlists holding live tracks of the genre (among its most played): those holding the
 * most such tracks first, then the newest.
 */
export function playlistsFeaturing(db: Executor, slug: string, limit: number) {
  const top = db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(isLive, eq(tracks.genre, slug)))
    .orderBy(desc(tracks.playCount))
    .limit(PLAYLIST_TRACK_SAMPLE)
    .as('top');
  const hits = db
    .select({
      playlistId: playlistTracks.playlistId,
      n: sql<number>`count(DISTINCT ${playlistTracks.trackId})`.as('n'),
    })
    .from(playlistTracks)
    .innerJoin(top, eq(top.id, playlistTracks.trackId))
    .groupBy(playlistTracks.playlistId)
    .as('hits');
  return selectPlaylistSummaries(db)
    .innerJoin(hits, eq(hits.playlistId, playlists.id))
    .where(sql`${playlists.isPublic}`)
    .orderBy(desc(hits.n), desc(playlists.createdAt), desc(playlists.id))
    .limit(limit);
}
