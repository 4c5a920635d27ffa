import {
  type PersistedPlayer,
  type PlayerStorage,
  readStoredPlayer,
  writePersistedPlayer,
} from './player-storage';
import type { PlayerStore, PlayerStoreState } from './player-store';

/**
 * Restores the queue and preferences the last visit saved. The check of what was stored loads
 * only when something is: a first visit never needs it.
 */
export async function restorePlayer(
  store: PlayerStore,
  storage: PlayerStorage | null,
): Promise<void> {
  const raw = readStoredPlayer(storage);
  if (raw === null) return;
  const { parsePersistedPlayer } = await import('./player-persistence');
  store.getState().restore(parsePersistedPlayer(raw));
}

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
 * Saves the queue and preferences once they have stopped changing for `quietMs` (or at the latest
 * `maxWaitMs` after the first unsaved change): a long queue is megabytes of JSON, which must not
 * be written between the key presses of someone moving an item. The position is saved on seeks,
 * pauses and at most every `positionIntervalMs` while playing, and everything at once when the
 * page is hidden or closed. Returns the stop function, which saves anything still pending.
 */
export function persistPlayer(
  store: PlayerStore,
  storage: PlayerStorage | null,
  { positionIntervalMs = 5_000, quietMs = 1_000, maxWaitMs = 5_000, now = () => Date.now() } = {},
): () => void {
  let lastSaved = now();
  let pending: ReturnType<typeof setTimeout> | null = null;
  let firstUnsaved: number | null = null;
  const save = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
    firstUnsaved = null;
    lastSaved = now();
    writePersistedPlayer(storage, persistedPart(store.getState()));
  };
  const saveSoon = () => {
    if (pending !== null) clearTimeout(pending);
    firstUnsaved ??= now();
    const waited = now() - firstUnsaved;
    pending = setTimeout(save, Math.max(0, Math.min(quietMs, maxWaitMs - waited)));
  };
  const unsubscribe = store.subscribe((state, prev) => {
    const changed =
      state.queue !== prev.queue ||
      state.player.volume !== prev.player.volume ||
      state.muted !== prev.muted ||
      state.quality !== prev.quality ||
      state.seekRequest !== prev.seekRequest ||
      state.player.isPlaying !== prev.player.isPlaying;
    if (changed) saveSoon();
    else if (
      state.player.currentTime !== prev.player.currentTime &&
      now() - lastSaved >= positionIntervalMs
    ) {
      saveSoon();
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
    if (pending !== null) save();
    window.removeEventListener('pagehide', handleHide);
    document.removeEventListener('visibilitychange', handleVisibility);
  };
}
