// The words of a track (decision 018): read by whoever may play it, under their listening rule;
// written by its artist, through review like every detail listeners read (catalog/track-edits).
import { instrumentationMessages } from '@sada/contracts/instrumentation';
import { streamingErrorCodes } from '@sada/contracts/streaming';
import {
  textLayerMessages,
  type MyTrackText,
  type TrackText,
  type TrackTextUpdate,
} from '@sada/contracts/text-layers';

import { hears, type Hearing } from '../../catalog/listening-rule';
import { findManagedTrack, findPlayableTrack, trackNotFound } from '../../catalog/track-access';
import { editTrackDetails } from '../../catalog/track-edits';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Actor } from '../../policy/policy';
import { normaliseLayers } from './normalise';
import { findTrackText, pendingLayersOf } from './repository';

const outsideRule = () =>
  new AppError(403, streamingErrorCodes.outsideRule, instrumentationMessages.outsideRule);

export function createTrackTextService(db: Database) {
  async function mine(trackId: string): Promise<MyTrackText> {
    const row = await findTrackText(db, trackId);
    if (!row) throw trackNotFound();
    const pending = pendingLayersOf(row.pendingChanges);
    return {
      trackId,
      layers: row.textLayers ?? [],
      pendingLayers: pending === undefined ? null : (pending ?? []),
      message: pending === undefined ? null : textLayerMessages.savedForReview,
    };
  }

  return {
    /** What listeners read: only of a track the caller may play and chose to hear. */
    async read(actor: Actor | null, hearing: Hearing, trackId: string): Promise<TrackText> {
      const track = await findPlayableTrack(db, actor, trackId);
      if (!hears(hearing, track)) throw outsideRule();
      const row = await findTrackText(db, trackId);
      return { trackId, layers: row?.textLayers ?? [] };
    },

    async mine(actor: Actor, trackId: string): Promise<MyTrackText> {
      await findManagedTrack(db, actor, trackId);
      return mine(trackId);
    },

    /** Replaces every layer; on a live track the new text waits for review. */
    async replace(actor: Actor, trackId: string, update: TrackTextUpdate): Promise<MyTrackText> {
      await findManagedTrack(db, actor, trackId);
      const row = await findTrackText(db, trackId);
      if (!row) throw trackNotFound();
      const layers = normaliseLayers(update.layers, row.durationMs);
      await editTrackDetails(db, trackId, { textLayers: layers.length > 0 ? layers : null });
      const saved = await mine(trackId);
      return { ...saved, message: saved.message ?? textLayerMessages.saved };
    },
  };
}
