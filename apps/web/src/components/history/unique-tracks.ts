import type { HistoryEntry } from '@sada/contracts/history';
import type { TrackSummary } from '@sada/contracts/tracks';

/** The tracks of `entries` in order, each once (its newest listen), at most `max`. */
export function uniqueTracks(entries: readonly HistoryEntry[], max: number): TrackSummary[] {
  const seen = new Set<string>();
  const tracks: TrackSummary[] = [];
  for (const { track } of entries) {
    if (tracks.length >= max) break;
    if (seen.has(track.id)) continue;
    seen.add(track.id);
    tracks.push(track);
  }
  return tracks;
}
