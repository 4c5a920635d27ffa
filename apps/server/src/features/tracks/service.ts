// Tracks as lists and the player read them, and what a Play button queues. Only live tracks
// are public; a track that is not live exists only for those the policy lets play it.
import { paginationMessages } from '@sada/contracts/pagination';
import {
  PLAY_SOURCE_MAX_TRACKS,
  playerMessages,
  type PlayableTracks,
  type PlaySourceKind,
  type TrackListQuery,
  type TrackDetail,
  type TrackPage,
} from '@sada/contracts/tracks';
import { z } from 'zod';

import { hears, type Hearing } from '../../catalog/listening-rule';
import { toRecitation } from '../../catalog/recitation';
import { reviewRecordOf } from '../../catalog/review-record';
import { toTrackSummary } from '../../catalog/summaries';
import { trackNotFound } from '../../catalog/track-access';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { badRequest, notFound } from '../../http/errors';
import { can, type Actor } from '../../policy/policy';
import {
  albumLiveTracks,
  albumExists,
  artistExists,
  artistLiveTracks,
  findPlaylist,
  findTrackDetail,
  likedLiveTracks,
  listLiveTracks,
  playlistTrackRows,
  type PlayableTrackRow,
  type UnpublishedVisibility,
} from './repository';

const cursorKey = z.object({
  sort: z.enum(['popular', 'liked', 'recent']),
  // A count, or microseconds since 1970 (below 10^16 until the year 2286): fits a bigint.
  key: z.string().regex(/^\d{1,16}$/),
  id: z.uuid(),
});

const playable = (actor: Actor | null) => (row: PlayableTrackRow) => can(actor, 'track:play', row);

export function createTracksService(db: Database) {
  /** Which tracks that are not live the actor may see: the policy decides, the SQL narrows. */
  function unpublishedFor(actor: Actor | null): UnpublishedVisibility {
    const othersUnpublished = { status: 'qc', artistOwnerId: null, artistLabelId: null } as const;
    if (can(actor, 'track:play', othersUnpublished)) return { kind: 'all' };
    return actor ? { kind: 'own', userId: actor.id } : { kind: 'none' };
  }

  async function playlistTracks(actor: Actor | null, hearing: Hearing, playlistId: string) {
    const playlist = await findPlaylist(db, playlistId);
    // Someone else's private playlist answers exactly like a missing one.
    if (!playlist || !can(actor, 'playlist:read', playlist)) {
      throw notFound(playerMessages.playlistNotFound);
    }
    const rows = await playlistTrackRows(
      db,
      hearing,
      playlistId,
      unpublishedFor(actor),
      PLAY_SOURCE_MAX_TRACKS,
    );
    return rows.filter(playable(actor));
  }

  return {
    async list(query: TrackListQuery, hearing: Hearing): Promise<TrackPage> {
      const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
      if (after && after.sort !== query.sort) throw badRequest(paginationMessages.invalidCursor);
      const rows = await listLiveTracks(db, hearing, query.sort, query.limit, after);
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        sort: query.sort,
        key: last.sortKey,
        id: last.id,
      }));
      return { tracks: page.map(toTrackSummary), nextCursor };
    },

    async track(actor: Actor | null, trackId: string, hearing: Hearing): Promise<TrackDetail> {
      const row = await findTrackDetail(db, trackId);
      if (!row || !can(actor, 'track:play', row)) throw trackNotFound();
      return {
        ...toTrackSummary(row),
        outsideRule: !hears(hearing, row),
        review: await reviewRecordOf(db, trackId),
        lyrics: row.lyrics,
        hasText: row.hasText,
        chapters: row.chapters ?? [],
        language: row.language,
        contentType: row.contentType,
        instrumentation: row.instrumentation,
        audioFormat: row.audioFormat,
        genre: { slug: row.genreSlug, name: row.genreName },
        recitation: toRecitation(row),
      };
    },

    async playSource(
      actor: Actor | null,
      hearing: Hearing,
      kind: PlaySourceKind,
      id: string,
    ): Promise<PlayableTracks> {
      let rows: PlayableTrackRow[];
      switch (kind) {
        case 'artist':
          if (!(await artistExists(db, id))) throw notFound(playerMessages.artistNotFound);
          rows = await artistLiveTracks(db, hearing, id, PLAY_SOURCE_MAX_TRACKS);
          break;
        case 'album':
          if (!(await albumExists(db, id))) throw notFound(playerMessages.albumNotFound);
          rows = await albumLiveTracks(db, hearing, id, PLAY_SOURCE_MAX_TRACKS);
          break;
        case 'playlist':
          rows = await playlistTracks(actor, hearing, id);
          break;
      }
      return { tracks: rows.map(toTrackSummary) };
    },

    async liked(actor: Actor, hearing: Hearing): Promise<PlayableTracks> {
      const rows = await likedLiveTracks(db, hearing, actor.id, PLAY_SOURCE_MAX_TRACKS);
      return { tracks: rows.map(toTrackSummary) };
    },
  };
}
