import {
  type PersistedPlayer,
  type PlayerStorage,
  writePersistedPlayer,
} from './player-persistence';
import type { PlayerStore, PlayerStoreState } from './player-store';

/** The part of the state that survives a reload. */
export function persistedPart(state: PlayerStoreState): PersistedPlayer {
  return {
    queue: state.queue,
    position: state.player.currentTime,
    volume: state.player.volume,
    muted: state.muted,
    quality: state.quality,
  };
}

/**
 * Saves the queue and preferences whenever they change, the position on seeks, pauses and at
 * most every `positionIntervalMs` while playing, and when the page is hidden or closed.
 * Returns the stop function.
 */
export function persistPlayer(
  store: PlayerStore,
  storage: PlayerStorage | null,
  { positionIntervalMs = 5_000, now = () => Date.now() } = {},
): () => void {
  let lastSaved = now();
  const save = () => {
    lastSaved = now();
    writePersistedPlayer(storage, persistedPart(store.getState()));
  };
  const unsubscribe = store.subscribe((state, prev) => {
    const changed =
      state.queue !== prev.queue ||
      state.player.volume !== prev.player.volume ||
      state.muted !== prev.muted ||
      state.quality !== prev.quality ||
      state.seekRequest !== prev.seekRequest ||
      state.player.isPlaying !== prev.player.isPlaying;
    if (changed) save();
    else if (
      state.player.currentTime !== prev.player.currentTime &&
      now() - lastSaved >= positionIntervalMs
    ) {
      save();
    }
  });
  const handleHide = () => save();
  const handleVisibility = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', handleHide);
  document.addEventListener('visibilitychange', handleVisibility);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', handleHide);
    document.removeEventListener('visibilitychange', handleVisibility);
  };
}
