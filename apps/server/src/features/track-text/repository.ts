import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { tracks } from '../../db/schema';

/** A track's text as listeners read it, the change waiting for review, and its length. */
export async function findTrackText(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      textLayers: tracks.textLayers,
      pendingChanges: tracks.pendingChanges,
      durationMs: tracks.durationMs,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/** The text layers a pending change proposes; undefined when it leaves the text as it is. */
export function pendingLayersOf(pending: PendingTrackChanges | null) {
  return pending?.textLayers;
}
