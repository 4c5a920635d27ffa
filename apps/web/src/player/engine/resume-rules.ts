// When the player keeps a listener's place in a long track, where it starts such a track again,
// and when a place is worth saving: pure rules, carried out by PositionSync.
import {
  isPlayedAt,
  LONG_TRACK_MS,
  POSITION_SAVE_INTERVAL_MS,
  type ListeningPosition,
} from '@sada/contracts/positions';

import type { PlayerTrack } from '../state/player-track';

/** A place nearer the start than this is not worth a jump: the track plays from where it is. */
export const MIN_RESUME_MS = 5_000;
/** A move shorter than this is not a change worth saving (two saves a moment apart). */
export const MIN_CHANGE_MS = 1_000;

/**
 * Whether the place in `track` is kept: an episode of a series whatever its length, any other
 * track when it is longer than ten minutes. `durationMs` is the audio's, once it is known (a
 * track listed without one); null until then, when an unlisted length is not yet known (null).
 */
export function isLongForm(
  track: Pick<PlayerTrack, 'durationMs' | 'series'>,
  durationMs: number | null,
): boolean | null {
  if (track.series) return true;
  const length = track.durationMs ?? durationMs;
  return length === null ? null : length > LONG_TRACK_MS;
}

/**
 * Where to move a long track that has just been loaded, in seconds, from its saved place; null
 * to leave it where it is: nothing saved, already played, too near the start or the end to
 * matter, or about where it already is (`fromMs`, a place this device kept).
 */
export function resumePoint(
  saved: ListeningPosition | null | undefined,
  durationMs: number | null,
  fromMs = 0,
): number | null {
  if (!saved || saved.played || saved.positionMs < MIN_RESUME_MS) return null;
  if (isPlayedAt(saved.positionMs, durationMs)) return null;
  if (Math.abs(saved.positionMs - fromMs) < MIN_RESUME_MS) return null;
  return saved.positionMs / 1000;
}

/** What the server holds for the track as far as this player knows, and when it was saved. */
export interface SavedPlace {
  positionMs: number;
  played: boolean;
  /** When it was saved (or learnt), by the clock the player is given. */
  atMs: number;
}

/** What the server holds after saving `positionMs`: past 95% it is played, from the start. */
export function placeAfterSave(
  positionMs: number,
  durationMs: number | null,
  now: number,
): SavedPlace {
  return isPlayedAt(positionMs, durationMs)
    ? { positionMs: 0, played: true, atMs: now }
    : { positionMs, played: false, atMs: now };
}

/** What made the player think of saving. */
export type SaveReason =
  /** Playback goes on (checked at every time update). */
  | 'tick'
  | 'pause'
  | 'seek'
  /** The page is hidden or closed. */
  | 'hide'
  /** Another track replaces it, or the player closes. */
  | 'leave';

/**
 * Whether to save `positionMs`: only when it tells the server something new (a place a second or
 * more from the saved one, or the track newly played), and while playing only every five seconds.
 */
export function shouldSave(
  saved: SavedPlace,
  positionMs: number,
  durationMs: number | null,
  reason: SaveReason,
  now: number,
): boolean {
  const changed = isPlayedAt(positionMs, durationMs)
    ? !saved.played
    : Math.abs(positionMs - saved.positionMs) >= MIN_CHANGE_MS;
  if (!changed) return false;
  return reason !== 'tick' || now - saved.atMs >= POSITION_SAVE_INTERVAL_MS;
}

/**
 * The place to save when the player jumps from `fromMs` to `toMs`. A jump back to the start from
 * the end is the track ending (and stopping, or repeating): that saves the end, which marks the
 * track played, rather than a start that would mark it unplayed.
 */
export function placeAfterJump(fromMs: number, toMs: number, durationMs: number | null): number {
  return toMs === 0 && isPlayedAt(fromMs, durationMs) ? fromMs : toMs;
}
