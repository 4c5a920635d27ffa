// SQL of changing playlists. Every change to a playlist's entries first locks the playlist row,
// so concurrent edits queue up: positions stay 0…n-1 without gaps and track_count stays equal
// to the number of entries.
import { and, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { playlists, playlistTracks } from '../../db/schema';

export interface PlaylistValues {
  name: string;
  description: string | null;
  isPublic: boolean;
  collaborative: boolean;
}

export async function insertPlaylist(db: Executor, ownerId: string, values: PlaylistValues) {
  const [row] = await db
    .insert(playlists)
    .values({ ...values, ownerId })
    .returning({ id: playlists.id });
  if (!row) throw new Error('playlist not inserted');
  return row.id;
}

export async function updatePlaylist(
  db: Executor,
  playlistId: string,
  values: Partial<PlaylistValues> & { coverUrl?: string | null },
) {
  await db
    .update(playlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(playlists.id, playlistId));
}

export async function deletePlaylist(db: Executor, playlistId: string) {
  await db.delete(playlists).where(eq(playlists.id, playlistId));
}

/** Locks the playlist row until the transaction ends; its number of entries. */
export async function lockPlaylist(tx: Executor, playlistId: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: playlists.id })
    .from(playlists)
    .where(eq(playlists.id, playlistId))
    .for('update');
  if (!row) return null;
  const [counted] = await tx
    .select({ n: count() })
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, playlistId));
  return counted?.n ?? 0;
}

export async function hasTrack(tx: Executor, playlistId: string, trackId: string) {
  const [row] = await tx
    .select({ id: playlistTracks.id })
    .from(playlistTracks)
    .where(and(eq(playlistTracks.playlistId, playlistId), eq(playlistTracks.trackId, trackId)));
  return row !== undefined;
}

/** Sets track_count to `n` (the entries just counted under the lock) and marks the change. */
async function setTrackCount(tx: Executor, playlistId: string, n: number) {
  await tx
    .update(playlists)
    .set({ trackCount: n, updatedAt: new Date() })
    .where(eq(playlists.id, playlistId));
}

/** Appends a track at position `size` (the current number of entries). */
export async function appendEntry(
  tx: Executor,
  playlistId: string,
  trackId: string,
  addedBy: string,
  size: number,
) {
  const [row] = await tx
    .insert(playlistTracks)
    .values({ playlistId, trackId, addedBy, position: size })
    .returning({ id: playlistTracks.id });
  await setTrackCount(tx, playlistId, size + 1);
  return row?.id ?? null;
}

/** Removes an entry and closes the gap it leaves; false when there is no such entry. */
export async function removeEntry(
  tx: Executor,
  playlistId: string,
  entryId: string,
  size: number,
): Promise<boolean> {
  const [removed] = await tx
    .delete(playlistTracks)
    .where(and(eq(playlistTracks.id, entryId), eq(playlistTracks.playlistId, playlistId)))
    .returning({ position: playlistTracks.position });
  if (!removed) return false;
  await tx
    .update(playlistTracks)
    .set({ position: sql`${playlistTracks.position} - 1` })
    .where(
      and(eq(playlistTracks.playlistId, playlistId), gt(playlistTracks.position, removed.position)),
    );
  await setTrackCount(tx, playlistId, size - 1);
  return true;
}

/** Moves an entry to `to` (already within 0…size-1); false when there is no such entry. */
export async function moveEntry(
  tx: Executor,
  playlistId: string,
  entryId: string,
  to: number,
): Promise<boolean> {
  const [entry] = await tx
    .select({ position: playlistTracks.position })
    .from(playlistTracks)
    .where(and(eq(playlistTracks.id, entryId), eq(playlistTracks.playlistId, playlistId)));
  if (!entry) return false;
  const from = entry.position;
  if (from === to) return true;
  const inPlaylist = eq(playlistTracks.playlistId, playlistId);
  // The entries between the two places shift one step towards where the moved one was.
  await tx
    .update(playlistTracks)
    .set({
      position:
        from < to ? sql`${playlistTracks.position} - 1` : sql`${playlistTracks.position} + 1`,
    })
    .where(
      from < to
        ? and(inPlaylist, gt(playlistTracks.position, from), lte(playlistTracks.position, to))
        : and(inPlaylist, gte(playlistTracks.position, to), lt(playlistTracks.position, from)),
    );
  await tx.update(playlistTracks).set({ position: to }).where(eq(playlistTracks.id, entryId));
  await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, playlistId));
  return true;
}

/**
 * Takes tracks that are about to be deleted out of every playlist holding them, closing the gaps
 * in positions and setting track_count, with those playlists locked like any other change.
 */
export async function removeTracksFromPlaylists(tx: Executor, trackIds: string[]): Promise<void> {
  if (trackIds.length === 0) return;
  const holding = await tx
    .selectDistinct({ id: playlistTracks.playlistId })
    .from(playlistTracks)
    .where(inArray(playlistTracks.trackId, trackIds));
  const playlistIds = holding.map((p) => p.id).sort();
  if (playlistIds.length === 0) return;
  await tx
    .select({ id: playlists.id })
    .from(playlists)
    .where(inArray(playlists.id, playlistIds))
    .orderBy(playlists.id)
    .for('update');
  await tx.delete(playlistTracks).where(inArray(playlistTracks.trackId, trackIds));
  const ranked = tx
    .select({
      id: playlistTracks.id,
      rank: sql<number>`row_number() over (partition by ${playlistTracks.playlistId} order by ${playlistTracks.position}, ${playlistTracks.addedAt}, ${playlistTracks.id}) - 1`.as(
        'rank',
      ),
    })
    .from(playlistTracks)
    .where(inArray(playlistTracks.playlistId, playlistIds))
    .as('ranked');
  await tx
    .update(playlistTracks)
    .set({ position: sql`${ranked.rank}` })
    .from(ranked)
    .where(
      and(eq(playlistTracks.id, ranked.id), sql`${playlistTracks.position} <> ${ranked.rank}`),
    );
  await tx
    .update(playlists)
    .set({
      trackCount: sql`(select count(*) from ${playlistTracks} where ${playlistTracks.playlistId} = ${playlists.id})::int`,
    })
    .where(inArray(playlists.id, playlistIds));
}
