// The artist's own tracks: the list with processing state and review notes, editing the
// metadata, and deleting a track with its files.
import {
  uploadMessages,
  type MyTrack,
  type MyTrackPage,
  type TrackMetadataUpdate,
} from '@sada/contracts/uploads';
import { z } from 'zod';

import { findManagedTrack, trackNotFound } from '../../catalog/track-access';
import { editTrackDetails } from '../../catalog/track-edits';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { mediaKeyOf } from '../../http/media-keys';
import { cancelAudioProcessing, type JobQueue } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policy/policy';
import { removeDeletedTracksFromPlaylists } from '../playlists';
import { ensureGenre, presentMyTrack } from './owned-tracks';
import { toMyTrack } from './presenter';
import {
  deleteTrackRow,
  findMyTrack,
  findOwnedArtist,
  latestReviews,
  listMyTracks,
  renditionKeys,
} from './repository';

const cursorKey = z.object({ key: z.string().regex(/^\d{1,20}$/), id: z.uuid() });

/** Covers this feature stored; others (an album's, a seeded one) are not the track's to delete. */
const coverKeyOf = (coverUrl: string | null) => mediaKeyOf(coverUrl, 'track-covers');

export function createMyTracksService(deps: { db: Database; storage: Storage; jobs: JobQueue }) {
  const { db, storage } = deps;
  const removeFiles = (keys: string[]) =>
    Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));

  return {
    async list(
      actor: Actor,
      query: { limit: number; cursor?: string | undefined },
    ): Promise<MyTrackPage> {
      const artist = await findOwnedArtist(db, actor.id);
      if (!artist) return { tracks: [], nextCursor: null };
      const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
      const rows = await listMyTracks(db, artist.id, query.limit, after);
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        key: last.sortKey,
        id: last.id,
      }));
      const reviews = await latestReviews(
        db,
        page.map((r) => r.id),
      );
      return { tracks: page.map((row) => toMyTrack(row, reviews.get(row.id))), nextCursor };
    },

    async update(actor: Actor, trackId: string, change: TrackMetadataUpdate): Promise<MyTrack> {
      await findManagedTrack(db, actor, trackId);
      if (change.genre) await ensureGenre(db, change.genre);
      // Every field is one reviewers judge: the edit goes through review (catalog/track-edits).
      await editTrackDetails(db, trackId, {
        ...change,
        lyrics: change.lyrics === undefined ? undefined : change.lyrics?.trim() || null,
      });
      return presentMyTrack(db, trackId);
    },

    async remove(actor: Actor, trackId: string): Promise<{ message: string }> {
      await findManagedTrack(db, actor, trackId);
      const row = await findMyTrack(db, trackId);
      if (!row) throw trackNotFound();
      const keys = await renditionKeys(db, trackId);
      await db.transaction(async (tx) => {
        await removeDeletedTracksFromPlaylists(tx, [trackId]);
        await deleteTrackRow(tx, trackId);
      });
      // Its processing, if any, has nothing left to do and no longer counts as the artist's. Should
      // the queue not answer, the processing finds the track gone at its next step and stops.
      await cancelAudioProcessing(deps.jobs, trackId).catch(() => 0);
      const cover = coverKeyOf(row.coverUrl);
      await removeFiles([
        ...new Set([
          ...keys,
          ...(row.audioFilePath ? [row.audioFilePath] : []),
          ...(cover ? [cover] : []),
        ]),
      ]);
      return { message: uploadMessages.fileDeleted };
    },
  };
}
