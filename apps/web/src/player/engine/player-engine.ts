// The audio engine, the media session, the clock of repeat pauses and the sleep timer, and the
// keeper of places in long tracks, started together once there is something to play.
import type { PlayerStore } from '../state/player-store';
import { AudioEngine } from './audio-engine';
import { startListeningClock } from './listening-clock';
import { startMediaSession } from './media-session';
import { PositionSync, type PositionSyncOptions } from './position-sync';

/** What keeping places needs from the app: who listens, and what to tell them. */
export type ResumeOptions = Omit<PositionSyncOptions, 'store' | 'api' | 'now'>;

/** Starts playing what `store` says; returns the stop function. */
export function startPlayerEngine(
  store: PlayerStore,
  onError: (message: string) => void,
  resume?: ResumeOptions,
): () => void {
  const engine = new AudioEngine({ store, onError });
  const stops = [engine.start(), startMediaSession(store), startListeningClock(store)];
  if (resume) stops.push(new PositionSync({ store, ...resume }).start());
  return () => {
    for (const stop of stops) stop();
  };
}
