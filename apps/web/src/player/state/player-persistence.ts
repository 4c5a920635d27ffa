// Reading back what player-storage.ts wrote: every stored track is checked against the shared
// contract, and anything malformed is dropped rather than played.
import { catalogLimits } from '@sada/contracts/catalog';
import { type StreamQuality, streamQualities } from '@sada/contracts/streaming';
import { trackSummary } from '@sada/contracts/tracks';
import {
  clampVolume,
  createQueue,
  DEFAULT_VOLUME,
  type QueueItem,
  type QueueState,
  type RepeatMode,
} from '@sada/player-core';

import { defaultPersistedPlayer, type PersistedPlayer, STORAGE_VERSION } from './player-storage';
import type { PlayerTrack } from './player-track';

/** What the player keeps of a track: enough for the bar, the queue and the media session. */
const playerTrack = trackSummary.pick({
  id: true,
  title: true,
  artist: true,
  album: true,
  durationMs: true,
  coverUrl: true,
});

/**
 * Room for the longest Play button queue (a genre's Play All) and as many tracks added one by
 * one; a longer stored list is treated as corrupt.
 */
const MAX_STORED_ITEMS = 2 * catalogLimits.genrePlayAll;

const repeatModes: readonly RepeatMode[] = ['off', 'all', 'one'];

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
    quality: isQuality(data.quality) ? data.quality : defaults.quality,
  };
}
