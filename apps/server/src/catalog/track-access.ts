// Whether a caller may play a track, for every feature that acts on one (streaming, likes,
// history). A track the caller may not play answers exactly like a missing one, so unpublished
// tracks stay invisible.
import { playerMessages } from '@sada/contracts/tracks';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { artists, tracks } from '../db/schema';
import { notFound } from '../http/errors';
import { authorize, can, type Actor } from '../policy/policy';

/**
 * Each track with its artist's owner and label. The artist is read per track (a lateral lookup,
 * its LIMIT keeps the planner from turning it back into a plain join): for a batch of ids a plain
 * join was planned as a hash of the whole artists table, several times the cost of the lookups.
 */
function selectTrackRefs(db: Executor) {
  const artist = db
    .select({ ownerUserId: artists.ownerUserId, labelId: artists.labelId })
    .from(artists)
    .where(eq(artists.id, tracks.artistId))
    .limit(1)
    .as('artist');
  return db
    .select({
      id: tracks.id,
      status: tracks.status,
      instrumentation: tracks.instrumentation,
      durationMs: tracks.durationMs,
      likeCount: tracks.likeCount,
      artistOwnerId: artist.ownerUserId,
      artistLabelId: artist.labelId,
    })
    .from(tracks)
    .innerJoinLateral(artist, sql`true`);
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

/** The track, if `actor` may manage it (its artist): 404 unseen, 403 someone else's. */
export async function findManagedTrack(
  db: Executor,
  actor: Actor,
  trackId: string,
): Promise<TrackRef> {
  const ref = await findTrackRef(db, trackId);
  if (!ref || !can(actor, 'track:play', ref)) throw trackNotFound();
  authorize(actor, 'track:manage', ref);
  return ref;
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
