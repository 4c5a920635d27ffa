// The speeds remembered per kind of track, kept in localStorage apart from the queue (a small
// value written when the listener picks a speed, not with every save of a long queue).
import { parseSpeedMemory, type SpeedMemory } from '@sada/player-core';

import type { PlayerStorage } from './persistence';
import type { PlayerStore } from './player-store';

export const SPEED_STORAGE_KEY = 'sada.speeds';

export function readSpeedMemory(storage: Pick<Storage, 'getItem'> | null): SpeedMemory {
  try {
    return parseSpeedMemory(storage?.getItem(SPEED_STORAGE_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Puts the remembered speeds into `store`, then saves them whenever they change. */
export function persistSpeedMemory(store: PlayerStore, storage: PlayerStorage | null): () => void {
  store.getState().setSpeedMemory(readSpeedMemory(storage));
  return store.subscribe((state, prev) => {
    if (state.speedMemory === prev.speedMemory) return;
    try {
      storage?.setItem(SPEED_STORAGE_KEY, JSON.stringify(state.speedMemory));
    } catch {
      // Refused (private mode, full): the speed still applies for this visit.
    }
  });
}
