// What other features may ask of playlists.
import type { Executor } from '../../db/client';
import { removeTracksFromPlaylists } from './edit-repository';

/**
 * Takes tracks that are about to be deleted (by their artist, or with the artist's account) out
 * of every playlist holding them, inside the caller's transaction.
 */
export async function removeDeletedTracksFromPlaylists(
  tx: Executor,
  trackIds: string[],
): Promise<void> {
  await removeTracksFromPlaylists(tx, trackIds);
}
