// Where a listener left a long track (an episode, a lecture over ten minutes): saved every few
// seconds and on pause, restored on any device; at 95% it counts as played.
import { z } from 'zod';

import { trackSummary } from './tracks';

/** Tracks longer than this resume where they were left, series or not. */
export const LONG_TRACK_MS = 10 * 60 * 1000;
/** Share of a track after which it counts as played. */
export const PLAYED_SHARE = 0.95;
/** How often the player saves the position while playing. */
export const POSITION_SAVE_INTERVAL_MS = 5000;
export const CONTINUE_LISTENING_MAX = 20;
export const POSITIONS_BATCH_MAX = 100;

export const positionMessages = {
  positionInvalid: 'The position must be whole milliseconds from 0',
  markedPlayed: 'Marked as played',
  markedUnplayed: 'Marked as unplayed',
} as const;

export const positionUpdate = z
  .object({
    positionMs: z
      .number({ error: positionMessages.positionInvalid })
      .int({ error: positionMessages.positionInvalid })
      .min(0, { error: positionMessages.positionInvalid })
      .max(48 * 3600 * 1000, { error: positionMessages.positionInvalid }),
  })
  .strict();
export type PositionUpdate = z.infer<typeof positionUpdate>;

export const playedUpdate = z
  .object({ played: z.boolean({ error: 'Must be true or false' }) })
  .strict();

export const listeningPosition = z
  .object({
    trackId: z.uuid(),
    positionMs: z.number().int().nonnegative(),
    played: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ListeningPosition' });
export type ListeningPosition = z.infer<typeof listeningPosition>;

export const listeningPositions = z
  .object({ positions: z.array(listeningPosition) })
  .meta({ id: 'ListeningPositions' });

export const positionsQuery = z.object({
  ids: z
    .string({ error: 'Give the track ids, separated by commas' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: 'Not a track id' }))
        .min(1, { error: 'Give at least one track id' })
        .max(POSITIONS_BATCH_MAX, { error: `At most ${POSITIONS_BATCH_MAX} tracks at once` }),
    ),
});

/** GET /api/me/continue: what the listener has in progress, most recent first. */
export const continueListening = z
  .object({
    items: z.array(
      z.object({
        track: trackSummary,
        positionMs: z.number().int().nonnegative(),
        /** The series it is an episode of, if any. */
        series: z.object({ id: z.uuid(), title: z.string() }).nullable(),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'ContinueListening' });
export type ContinueListening = z.infer<typeof continueListening>;

/** Whether a position this far into a track of this length marks it played. */
export function isPlayedAt(positionMs: number, durationMs: number | null): boolean {
  return durationMs !== null && durationMs > 0 && positionMs >= durationMs * PLAYED_SHARE;
}
