// Where each listener left a long track (resume on any device), what they have in progress, and
// marking a track played or unplayed.
import {
  isPlayedAt,
  positionMessages,
  type ContinueListening,
  type ListeningPosition,
} from '@sada/contracts/positions';

import type { Hearing } from '../../catalog/listening-rule';
import { toTrackSummary } from '../../catalog/summaries';
import { findPlayableTrack } from '../../catalog/track-access';
import type { Database } from '../../db/client';
import type { Actor } from '../../policy/policy';
import { findPositions, listInProgress, upsertPosition } from './repository';

type PositionRow = Awaited<ReturnType<typeof upsertPosition>>;

const toPosition = (row: PositionRow): ListeningPosition => ({
  trackId: row.trackId,
  positionMs: row.positionMs,
  played: row.played,
  updatedAt: row.updatedAt.toISOString(),
});

export function createPositionService(db: Database) {
  return {
    /**
     * Saves the listener's place in a track they may play. Past 95% it is played (and the next
     * play starts from the beginning); a place before that makes it in progress again.
     */
    async save(actor: Actor, trackId: string, positionMs: number): Promise<ListeningPosition> {
      const track = await findPlayableTrack(db, actor, trackId);
      const at = track.durationMs === null ? positionMs : Math.min(positionMs, track.durationMs);
      const played = isPlayedAt(at, track.durationMs);
      return toPosition(
        await upsertPosition(db, {
          userId: actor.id,
          trackId,
          positionMs: played ? 0 : at,
          played,
        }),
      );
    },

    async markPlayed(
      actor: Actor,
      trackId: string,
      played: boolean,
    ): Promise<ListeningPosition & { message: string }> {
      await findPlayableTrack(db, actor, trackId);
      const row = await upsertPosition(db, { userId: actor.id, trackId, positionMs: 0, played });
      return {
        ...toPosition(row),
        message: played ? positionMessages.markedPlayed : positionMessages.markedUnplayed,
      };
    },

    async positions(actor: Actor, trackIds: readonly string[]) {
      const rows = await findPositions(db, actor.id, trackIds);
      return { positions: rows.map(toPosition) };
    },

    async inProgress(actor: Actor, hearing: Hearing): Promise<ContinueListening> {
      const rows = await listInProgress(db, actor.id, hearing);
      return {
        items: rows.map((row) => ({
          track: toTrackSummary(row),
          positionMs: row.positionMs,
          series:
            row.seriesId !== null && row.seriesTitle !== null
              ? { id: row.seriesId, title: row.seriesTitle }
              : null,
          updatedAt: row.positionUpdatedAt.toISOString(),
        })),
      };
    },
  };
}
