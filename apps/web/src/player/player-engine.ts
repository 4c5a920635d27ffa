// The audio engine and the media session, started together once there is something to play.
import { AudioEngine } from './audio-engine';
import { startMediaSession } from './media-session';
import type { PlayerStore } from './player-store';

/** Starts playing what `store` says; returns the stop function. */
export function startPlayerEngine(
  store: PlayerStore,
  onError: (message: string) => void,
): () => void {
  const engine = new AudioEngine({ store, onError });
  const stops = [engine.start(), startMediaSession(store)];
  return () => {
    for (const stop of stops) stop();
  };
}
