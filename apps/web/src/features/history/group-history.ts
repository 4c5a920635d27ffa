import type { HistoryEntry } from '@sada/contracts/history';
import type { TrackSummary } from '@sada/contracts/tracks';

import { uniqueTracks } from '../../components/history/unique-tracks';

/** How many tracks each group shows. */
export const historyGroupLimits = { today: 12, yesterday: 12, earlier: 18 } as const;

export type HistoryGroupName = keyof typeof historyGroupLimits;

export interface HistoryGroup {
  name: HistoryGroupName;
  tracks: TrackSummary[];
}

/** The local calendar day of `date`, as a number that grows by one a day. */
function dayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/**
 * Today, Yesterday and Earlier by the listener's own calendar: each track once per group, newest
 * listen first, capped per group. Empty groups are left out.
 */
export function groupHistory(entries: readonly HistoryEntry[], now: Date): HistoryGroup[] {
  const today = dayNumber(now);
  const byGroup: Record<HistoryGroupName, HistoryEntry[]> = {
    today: [],
    yesterday: [],
    earlier: [],
  };
  for (const entry of entries) {
    const age = today - dayNumber(new Date(entry.startedAt));
    byGroup[age <= 0 ? 'today' : age === 1 ? 'yesterday' : 'earlier'].push(entry);
  }
  return (Object.keys(historyGroupLimits) as HistoryGroupName[])
    .map((name) => ({ name, tracks: uniqueTracks(byGroup[name], historyGroupLimits[name]) }))
    .filter((group) => group.tracks.length > 0);
}
