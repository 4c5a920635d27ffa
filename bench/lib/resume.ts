// Listeners saving their place in a long track as the player does (PUT /api/me/positions/:trackId
// every POSITION_SAVE_INTERVAL_MS while it plays): which listener sends the n-th save, for which
// track, at which position.
import { POSITION_SAVE_INTERVAL_MS, PLAYED_SHARE } from '@sada/contracts/positions';

export interface LongTrack {
  id: string;
  durationMs: number;
}

/** Saves a second when each of `listeners` saves every POSITION_SAVE_INTERVAL_MS. */
export const saveRate = (listeners: number) => (listeners * 1000) / POSITION_SAVE_INTERVAL_MS;

/** Listeners' places start this far apart, so that they are not all at the same point. */
const STAGGER_MS = 37_000;

/**
 * The n-th save (from 0) of `listeners` taking turns, each playing a track of `tracks` (listener
 * k the k-th, round robin): listener n mod L, its place one interval further each turn, kept
 * under 90% of the track so that it never counts as played (which would start it over).
 */
export function positionSave(
  n: number,
  listeners: readonly { cookie: string }[],
  tracks: readonly LongTrack[],
): { cookie: string; trackId: string; positionMs: number } {
  const k = n % listeners.length;
  const turn = Math.floor(n / listeners.length);
  const listener = listeners[k];
  const track = tracks[k % tracks.length];
  if (!listener || !track) throw new Error('positionSave: no listeners or no tracks');
  const span = Math.floor(track.durationMs * Math.min(0.9, PLAYED_SHARE));
  const positionMs = ((k * STAGGER_MS) % span) + turn * POSITION_SAVE_INTERVAL_MS;
  return { cookie: listener.cookie, trackId: track.id, positionMs: positionMs % span };
}
