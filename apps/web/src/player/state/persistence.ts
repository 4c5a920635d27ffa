// What the player keeps in localStorage: the stored format, reading it back (every stored track
// checked against the shared contract, anything malformed dropped rather than played), and the
// subscription that saves it.
import {
  DEFAULT_STREAM_QUALITY,
  type StreamQuality,
  streamQualities,
} from '@sada/contracts/stream-qualities';
import {
  clampVolume,
  createQueue,
  DEFAULT_VOLUME,
  type QueueItem,
  type QueueState,
  type RepeatMode,
} from '@sada/player-core';

import type { PlayerStore, PlayerStoreState } from './player-store';
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

// Writing.

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

// Reading back.

/** The stored text, or null when there is none or storage refuses to be read. */
export function readStoredPlayer(storage: PlayerStorage | null): string | null {
  try {
    return storage?.getItem(PLAYER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

interface StoredTrackCheck {
  readTrack: (value: unknown) => PlayerTrack | null;
  maxItems: number;
}

/**
 * The contract's check of a stored track. The contracts bring zod, which a first visit does not
 * need: they load only once something stored is to be read.
 */
async function loadStoredTrackCheck(): Promise<StoredTrackCheck> {
  const [{ trackDetail, trackSummary }, { catalogLimits }, { seriesSummary }] = await Promise.all([
    import('@sada/contracts/tracks'),
    import('@sada/contracts/catalog'),
    import('@sada/contracts/series'),
  ]);
  const playerTrack = trackSummary
    .pick({ id: true, title: true, artist: true, album: true, durationMs: true, coverUrl: true })
    .extend({
      contentType: trackDetail.shape.contentType.optional(),
      series: seriesSummary.pick({ id: true, title: true }).optional(),
    });
  return {
    readTrack: (value) => {
      const parsed = playerTrack.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
    // Room for the longest Play button queue (a genre's Play All) and as many tracks added one
    // by one; a longer stored list is treated as corrupt.
    maxItems: 2 * catalogLimits.genrePlayAll,
  };
}

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
function readItems(value: unknown, check: StoredTrackCheck): QueueItem<PlayerTrack>[] {
  if (!Array.isArray(value) || value.length > check.maxItems) return [];
  const items: QueueItem<PlayerTrack>[] = [];
  const ids = new Set<string>();
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return [];
    if (ids.has(entry.id)) return [];
    const track = check.readTrack(entry.track);
    if (!track) return [];
    ids.add(entry.id);
    items.push({ id: entry.id, track });
  }
  return items;
}

function isPermutationOf(value: unknown, ids: readonly string[]): value is string[] {
  if (!Array.isArray(value) || value.length !== ids.length) return false;
  const wanted = new Set(ids);
  const seen = new Set<unknown>(value);
  return seen.size === ids.length && value.every((id) => wanted.has(id as string));
}

function readQueue(
  data: Record<string, unknown>,
  check: StoredTrackCheck,
): QueueState<PlayerTrack> {
  const shuffle = data.shuffle === true;
  const repeat = isRepeatMode(data.repeat) ? data.repeat : 'off';
  const items = readItems(data.items, check);
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
export async function parsePersistedPlayer(raw: string | null): Promise<PersistedPlayer> {
  const defaults = defaultPersistedPlayer();
  if (!raw) return defaults;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isRecord(data) || data.version !== STORAGE_VERSION) return defaults;
  const queue = readQueue(data, await loadStoredTrackCheck());
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

// Restoring and saving.

/** Restores the queue and preferences the last visit saved, unless a queue was started since. */
export async function restorePlayer(
  store: PlayerStore,
  storage: PlayerStorage | null,
): Promise<void> {
  const raw = readStoredPlayer(storage);
  if (raw === null) return;
  store.getState().restore(await parsePersistedPlayer(raw));
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
