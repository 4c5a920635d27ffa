// What the player keeps in localStorage, and writing it. Reading it back checks every track
// against the shared contract (player-persistence.ts), which loads only when something is stored.
import { DEFAULT_STREAM_QUALITY, type StreamQuality } from '@sada/contracts/stream-qualities';
import { createQueue, DEFAULT_VOLUME, type QueueState } from '@sada/player-core';

import type { PlayerTrack } from './player-track';

export const PLAYER_STORAGE_KEY = 'sada.player';
export const STORAGE_VERSION = 1;

/** What survives a reload: the queue, where playback was, and the listener's preferences. */
export interface PersistedPlayer {
  queue: QueueState<PlayerTrack>;
  /** Seconds into the current track. */
  position: number;
  volume: number;
  muted: boolean;
  quality: StreamQuality;
}

export type PlayerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function defaultPersistedPlayer(): PersistedPlayer {
  return {
    queue: createQueue<PlayerTrack>(),
    position: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    quality: DEFAULT_STREAM_QUALITY,
  };
}

export function serializePlayer(state: PersistedPlayer): string {
  const { queue } = state;
  return JSON.stringify({
    version: STORAGE_VERSION,
    items: queue.items,
    currentIndex: queue.currentIndex,
    shuffle: queue.shuffle,
    repeat: queue.repeat,
    originalOrder: queue.originalOrder,
    position: Math.round(state.position * 10) / 10,
    volume: state.volume,
    muted: state.muted,
    quality: state.quality,
  });
}

/** The stored text, or null when there is none or storage refuses to be read. */
export function readStoredPlayer(storage: PlayerStorage | null): string | null {
  try {
    return storage?.getItem(PLAYER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writePersistedPlayer(storage: PlayerStorage | null, state: PersistedPlayer): void {
  try {
    storage?.setItem(PLAYER_STORAGE_KEY, serializePlayer(state));
  } catch {
    // Storage can be full or refused (private mode); the player still works for this visit.
  }
}

/** localStorage, or null where the browser refuses it. */
export function browserStorage(): PlayerStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
