import { catalogLimits } from '@sada/contracts/catalog';
import {
  DEFAULT_STREAM_QUALITY,
  type StreamQuality,
  streamQualities,
} from '@sada/contracts/streaming';
import {
  clampVolume,
  createQueue,
  DEFAULT_VOLUME,
  type QueueItem,
  type QueueState,
  type RepeatMode,
} from '@sada/player-core';

import { playerTrack, type PlayerTrack } from './player-track';

export const PLAYER_STORAGE_KEY = 'sada.player';
const STORAGE_VERSION = 1;
/**
 * Room for the longest Play button queue (a genre's Play All) and as many tracks added one by
 * one; a longer stored list is treated as corrupt.
 */
const MAX_STORED_ITEMS = 2 * catalogLimits.genrePlayAll;

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

const repeatModes: readonly RepeatMode[] = ['off', 'all', 'one'];

export function defaultPersistedPlayer(): PersistedPlayer {
  return {
    queue: createQueue<PlayerTrack>(),
    position: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    quality: DEFAULT_STREAM_QUALITY,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isQuality(value: unknown): value is StreamQuality {
  return (streamQualities as readonly unknown[]).includes(value);
}

function isRepeatMode(value: unknown): value is RepeatMode {
  return (repeatModes as readonly unknown[]).includes(value);
}

/** Every item must be well formed and ids unique, otherwise the stored queue is dropped. */
function readItems(value: unknown): QueueItem<PlayerTrack>[] {
  if (!Array.isArray(value) || value.length > MAX_STORED_ITEMS) return [];
  const items: QueueItem<PlayerTrack>[] = [];
  const ids = new Set<string>();
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return [];
    if (ids.has(entry.id)) return [];
    const track = playerTrack.safeParse(entry.track);
    if (!track.success) return [];
    ids.add(entry.id);
    items.push({ id: entry.id, track: track.data });
  }
  return items;
}

function isPermutationOf(value: unknown, ids: readonly string[]): value is string[] {
  if (!Array.isArray(value) || value.length !== ids.length) return false;
  const wanted = new Set(ids);
  const seen = new Set<unknown>(value);
  return seen.size === ids.length && value.every((id) => wanted.has(id as string));
}

function readQueue(data: Record<string, unknown>): QueueState<PlayerTrack> {
  const shuffle = data.shuffle === true;
  const repeat = isRepeatMode(data.repeat) ? data.repeat : 'off';
  const items = readItems(data.items);
  if (items.length === 0) return createQueue<PlayerTrack>({ shuffle, repeat });
  const ids = items.map((item) => item.id);
  const index = data.currentIndex;
  const currentIndex =
    typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < items.length
      ? index
      : 0;
  // With shuffle on, the original order is what turning shuffle off restores.
  const originalOrder =
    shuffle && isPermutationOf(data.originalOrder, ids) ? data.originalOrder : ids;
  const shuffledOrder = shuffle ? ids.map((id) => originalOrder.indexOf(id)) : null;
  return { items, currentIndex, shuffle, repeat, originalOrder, shuffledOrder };
}

function readPosition(value: unknown, track: PlayerTrack | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  const durationMs = track?.durationMs;
  return typeof durationMs === 'number' ? Math.min(value, durationMs / 1000) : value;
}

/** Parses what `serializePlayer` wrote; anything unreadable falls back to the defaults. */
export function parsePersistedPlayer(raw: string | null): PersistedPlayer {
  const defaults = defaultPersistedPlayer();
  if (!raw) return defaults;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isRecord(data) || data.version !== STORAGE_VERSION) return defaults;
  const queue = readQueue(data);
  return {
    queue,
    position: readPosition(data.position, queue.items[queue.currentIndex]?.track),
    volume:
      typeof data.volume === 'number' && Number.isFinite(data.volume)
        ? clampVolume(data.volume)
        : DEFAULT_VOLUME,
    muted: data.muted === true,
    quality: isQuality(data.quality) ? data.quality : DEFAULT_STREAM_QUALITY,
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

export function readPersistedPlayer(storage: PlayerStorage | null): PersistedPlayer {
  try {
    return parsePersistedPlayer(storage?.getItem(PLAYER_STORAGE_KEY) ?? null);
  } catch {
    return defaultPersistedPlayer();
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
