// Whether a caller may play a track, for every feature that acts on one (streaming, likes,
// history). A track the caller may not play answers exactly like a missing one, so unpublished
// tracks stay invisible.
import { playerMessages } from '@sada/contracts/tracks';
import { eq, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { artists, tracks } from '../db/schema';
import { notFound } from './errors';
import { can, type Actor } from './policy';

function selectTrackRefs(db: Executor) {
  return db
    .select({
      id: tracks.id,
      status: tracks.status,
      durationMs: tracks.durationMs,
      likeCount: tracks.likeCount,
      artistOwnerId: artists.ownerUserId,
      artistLabelId: artists.labelId,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId));
}

export async function findTrackRef(db: Executor, trackId: string) {
  const [row] = await selectTrackRefs(db).where(eq(tracks.id, trackId));
  return row ?? null;
}

export type TrackRef = NonNullable<Awaited<ReturnType<typeof findTrackRef>>>;

export const trackNotFound = () => notFound(playerMessages.trackNotFound);

/** The track, if `actor` may play it; otherwise 404 'Track not found'. */
export async function findPlayableTrack(
  db: Executor,
  actor: Actor | null,
  trackId: string,
): Promise<TrackRef> {
  const track = await findTrackRef(db, trackId);
  if (!track || !can(actor, 'track:play', track)) throw trackNotFound();
  return track;
}

/** The tracks among `trackIds` that `actor` may play, in no particular order; the rest left out. */
export async function findPlayableTracks(
  db: Executor,
  actor: Actor | null,
  trackIds: readonly string[],
): Promise<TrackRef[]> {
  if (trackIds.length === 0) return [];
  const rows = await selectTrackRefs(db).where(inArray(tracks.id, [...trackIds]));
  return rows.filter((row) => can(actor, 'track:play', row));
}
