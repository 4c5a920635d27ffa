// Listening history: what /recently-played and the library show.
import { z } from 'zod';

import { trackSummary } from './tracks';

/** Recently played reads up to 50 events; the library asks for 20. */
export const HISTORY_MAX_LIMIT = 50;

export const historyQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(HISTORY_MAX_LIMIT, { error: `limit must be at most ${HISTORY_MAX_LIMIT}` })
    .default(HISTORY_MAX_LIMIT),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/** One listen: when it started, how far it got, and the track (live tracks only). */
export const historyEntry = z
  .object({
    id: z.uuid(),
    startedAt: z.iso.datetime({ offset: true }),
    completedMs: z.number().int().nonnegative(),
    track: trackSummary,
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const history = z.object({ entries: z.array(historyEntry) }).meta({ id: 'History' });
export type History = z.infer<typeof history>;
