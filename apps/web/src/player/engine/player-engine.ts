// The audio engine, the media session and the clock of repeat pauses and the sleep timer, started
// together once there is something to play.
import type { PlayerStore } from '../state/player-store';
import { AudioEngine } from './audio-engine';
import { startListeningClock } from './listening-clock';
import { startMediaSession } from './media-session';

/** Starts playing what `store` says; returns the stop function. */
export function startPlayerEngine(
  store: PlayerStore,
  onError: (message: string) => void,
): () => void {
  const engine = new AudioEngine({ store, onError });
  const stops = [engine.start(), startMediaSession(store), startListeningClock(store)];
  return () => {
    for (const stop of stops) stop();
  };
}
