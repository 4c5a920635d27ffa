// Chapter marks of a track: read with the track page, written by its artist through review
// like every detail listeners read (catalog/track-edits).
import {
  chapterMessages,
  normaliseChapters,
  parseChapterList,
  type Chapter,
  type ChaptersUpdate,
  type MyTrackChapters,
} from '@sada/contracts/chapters';
import { eq } from 'drizzle-orm';

import { findManagedTrack, findPlayableTrack, trackNotFound } from '../../catalog/track-access';
import { editTrackDetails } from '../../catalog/track-edits';
import type { Database } from '../../db/client';
import { tracks } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Actor } from '../../policy/policy';

const invalid = (path: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [path]: message });

export function createChapterService(db: Database) {
  async function find(trackId: string) {
    const [row] = await db
      .select({
        chapters: tracks.chapters,
        pendingChanges: tracks.pendingChanges,
        durationMs: tracks.durationMs,
      })
      .from(tracks)
      .where(eq(tracks.id, trackId));
    if (!row) throw trackNotFound();
    return row;
  }

  async function mine(trackId: string): Promise<MyTrackChapters> {
    const row = await find(trackId);
    const pending = row.pendingChanges?.chapters;
    return {
      trackId,
      chapters: row.chapters ?? [],
      pendingChapters: pending === undefined ? null : (pending ?? []),
      message: pending === undefined ? null : chapterMessages.savedForReview,
    };
  }

  return {
    /** The chapters listeners read, of a track the caller may play. */
    async published(actor: Actor | null, trackId: string): Promise<Chapter[]> {
      await findPlayableTrack(db, actor, trackId);
      return (await find(trackId)).chapters ?? [];
    },

    async mine(actor: Actor, trackId: string): Promise<MyTrackChapters> {
      await findManagedTrack(db, actor, trackId);
      return mine(trackId);
    },

    /** Replaces the chapters; on a live track the new ones wait for review. */
    async replace(actor: Actor, trackId: string, update: ChaptersUpdate): Promise<MyTrackChapters> {
      await findManagedTrack(db, actor, trackId);
      const { durationMs } = await find(trackId);
      let input: { title: string; startMs: number }[];
      if ('list' in update) {
        const parsed = parseChapterList(update.list);
        if (!parsed.ok) throw invalid('list', parsed.message);
        input = parsed.chapters;
      } else input = update.chapters;
      const result = normaliseChapters(input, durationMs);
      if ('problem' in result) {
        const at =
          'list' in update || result.chapter === null ? 'list' : `chapters.${result.chapter - 1}`;
        throw invalid('list' in update ? 'list' : at, result.problem);
      }
      await editTrackDetails(db, trackId, {
        chapters: result.chapters.length > 0 ? result.chapters : null,
      });
      const saved = await mine(trackId);
      return { ...saved, message: saved.message ?? chapterMessages.saved };
    },
  };
}
