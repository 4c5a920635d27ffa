import { createIdFactory, createSeededRandom, currentItem } from '@sada/player-core';
import { describe, expect, it, vi } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import {
  parsePersistedPlayer,
  persistedPart,
  persistPlayer,
  PLAYER_STORAGE_KEY,
  type PlayerStorage,
  restorePlayer,
  serializePlayer,
} from './persistence';
import { createPlayerStore, type PlayerStore, type PlayerStoreOptions } from './player-store';

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];

function newStore(initial?: PlayerStoreOptions['initial']): PlayerStore {
  return createPlayerStore({
    initial,
    makeId: createIdFactory(),
    random: createSeededRandom(7),
  });
}

function titles(store: PlayerStore): string[] {
  return store.getState().queue.items.map((item) => item.track.title);
}

function currentTitle(store: PlayerStore): string | undefined {
  return currentItem(store.getState().queue)?.track.title;
}

/** The audio engine's part: metadata arrives with the track's duration in seconds. */
function loadMetadata(store: PlayerStore, duration = 120): void {
  store.getState().dispatch({ type: 'metadataLoaded', duration });
}

/**
 * A queue as the player stores it today (version 1): a listener's saved queue in this shape must
 * still load after any change to the code that reads it.
 */
const storedToday = JSON.stringify({
  version: 1,
  items: [
    {
      id: '5b0f3c1e-8d7a-4c2b-9f11-0a6e2d4c7b10',
      track: {
        id: '00000000-0000-4000-8000-00000000000b',
        title: 'Olive Grove',
        artist: { id: '00000000-0000-4000-9000-00000000000b', name: 'Layla', verified: true },
        album: { id: '00000000-0000-4000-a000-00000000000b', title: 'Orchards' },
        durationMs: 184_000,
        coverUrl: '/media/covers/orchards.webp',
      },
    },
    {
      id: 'c3e9a7d2-1f4b-4e8a-b6c0-7d2f9e1a3b45',
      track: {
        id: '00000000-0000-4000-8000-00000000000a',
        title: 'Dawn Caravan',
        artist: { id: '00000000-0000-4000-9000-00000000000a', name: 'Samir', verified: false },
        album: null,
        durationMs: null,
        coverUrl: null,
      },
    },
  ],
  currentIndex: 1,
  shuffle: true,
  repeat: 'all',
  originalOrder: ['c3e9a7d2-1f4b-4e8a-b6c0-7d2f9e1a3b45', '5b0f3c1e-8d7a-4c2b-9f11-0a6e2d4c7b10'],
  position: 42.5,
  volume: 0.4,
  muted: true,
  quality: 192,
});

describe('the stored format', () => {
  it("a queue saved in today's format loads, with its modes, position and preferences", async () => {
    const storage: PlayerStorage = {
      getItem: (key) => (key === 'sada.player' ? storedToday : null),
      setItem: () => {},
    };
    const store = newStore();
    await restorePlayer(store, storage);
    const state = store.getState();
    expect(titles(store)).toEqual(['Olive Grove', 'Dawn Caravan']);
    expect(currentTitle(store)).toBe('Dawn Caravan');
    expect(state.queue.items[0]?.track.album).toEqual({
      id: '00000000-0000-4000-a000-00000000000b',
      title: 'Orchards',
    });
    expect(state.queue.repeat).toBe('all');
    expect(state.player.currentTime).toBe(42.5);
    expect(state.player.volume).toBe(0.4);
    expect(state.muted).toBe(true);
    expect(state.quality).toBe(192);
    expect(state.playIntent).toBe(false);
    // Shuffle stays on, and turning it off restores the order the tracks were queued in.
    expect(state.queue.shuffle).toBe(true);
    store.getState().toggleShuffle();
    expect(titles(store)).toEqual(['Dawn Caravan', 'Olive Grove']);
    expect(currentTitle(store)).toBe('Dawn Caravan');
  });

  it('is what the player writes', async () => {
    const parsed = await parsePersistedPlayer(storedToday);
    expect(JSON.parse(serializePlayer(parsed))).toEqual(JSON.parse(storedToday));
  });
});

describe('surviving a reload', () => {
  it('the queue, position and preferences come back, paused at the position', async () => {
    const store = newStore();
    store.getState().playTracks(tracks, 1);
    store.getState().toggleShuffle();
    store.getState().cycleRepeat();
    store.getState().setVolume(0.3);
    store.getState().setQuality(128);
    loadMetadata(store);
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 42.5 });

    const restored = newStore(
      await parsePersistedPlayer(serializePlayer(persistedPart(store.getState()))),
    );
    const state = restored.getState();
    expect(state.queue).toEqual(store.getState().queue);
    expect(state.player.currentTrack?.title).toBe('Track 2');
    expect(state.player.currentTime).toBe(42.5);
    expect(state.player.volume).toBe(0.3);
    expect(state.quality).toBe(128);
    expect(state.playIntent).toBe(false);
    // Turning shuffle off after the reload restores the original order.
    restored.getState().toggleShuffle();
    expect(titles(restored)).toEqual(['Track 1', 'Track 2', 'Track 3']);
    expect(currentTitle(restored)).toBe('Track 2');
  });

  it("keeps a track's kind where the player knew it, so its speed comes back with it", async () => {
    const store = newStore();
    store.getState().playTracks([makeTrack(1, { contentType: 'lecture' }), makeTrack(2)]);
    const saved = await parsePersistedPlayer(serializePlayer(persistedPart(store.getState())));
    expect(saved.queue.items.map((item) => item.track.contentType)).toEqual(['lecture', undefined]);
    const badKind = serializePlayer(persistedPart(store.getState())).replace('lecture', 'opera');
    expect((await parsePersistedPlayer(badKind)).queue.items).toEqual([]);
  });

  it("keeps an episode's series, so that its place and speed come back with it", async () => {
    const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };
    const store = newStore();
    store.getState().playTracks([makeTrack(1, { series }), makeTrack(2)]);
    const saved = await parsePersistedPlayer(serializePlayer(persistedPart(store.getState())));
    expect(saved.queue.items.map((item) => item.track.series)).toEqual([series, undefined]);
    const badSeries = serializePlayer(persistedPart(store.getState())).replace(series.id, 'x');
    expect((await parsePersistedPlayer(badSeries)).queue.items).toEqual([]);
  });

  it('restorePlayer puts the saved queue back into a store that starts empty', async () => {
    const before = newStore();
    before.getState().playTracks(tracks, 2);
    before.getState().setVolume(0.2);
    const saved = new Map([
      [PLAYER_STORAGE_KEY, serializePlayer(persistedPart(before.getState()))],
    ]);
    const storage: PlayerStorage = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
    };
    const store = newStore();
    expect(store.getState().queue.items).toEqual([]);
    await restorePlayer(store, storage);
    expect(titles(store)).toEqual(['Track 1', 'Track 2', 'Track 3']);
    expect(currentTitle(store)).toBe('Track 3');
    expect(store.getState().player.volume).toBe(0.2);
    expect(store.getState().playIntent).toBe(false);
  });

  it('restoring leaves alone a queue the listener started meanwhile, and an empty storage', async () => {
    const before = newStore();
    before.getState().playTracks(tracks, 0);
    const raw = serializePlayer(persistedPart(before.getState()));
    const storage: PlayerStorage = { getItem: () => raw, setItem: () => {} };
    const store = newStore();
    store.getState().playTrack(makeTrack(9));
    await restorePlayer(store, storage);
    expect(titles(store)).toEqual(['Track 9']);
    expect(store.getState().playIntent).toBe(true);

    const empty = newStore();
    const refusing: PlayerStorage = {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {},
    };
    await restorePlayer(empty, refusing);
    await restorePlayer(empty, null);
    expect(empty.getState().queue.items).toEqual([]);
  });

  function stored(overrides: Record<string, unknown>): string {
    const valid = JSON.parse(
      serializePlayer({
        queue: newStore().getState().queue,
        position: 0,
        volume: 0.75,
        muted: false,
        quality: 320,
      }),
    ) as Record<string, unknown>;
    const store = newStore();
    store.getState().playTracks(tracks, 1);
    const withQueue = JSON.parse(serializePlayer(persistedPart(store.getState()))) as Record<
      string,
      unknown
    >;
    return JSON.stringify({ ...valid, ...withQueue, ...overrides });
  }

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ version: 99 })],
  ])('%s falls back to an empty player', async (_name, raw) => {
    const parsed = await parsePersistedPlayer(raw);
    expect(parsed.queue.items).toEqual([]);
    expect(parsed.volume).toBe(0.75);
    expect(parsed.quality).toBe(320);
  });

  it('a malformed track drops the whole queue but keeps the preferences', async () => {
    const raw = stored({
      items: [{ id: 'a', track: { ...makeTrack(1), title: 42 } }],
      volume: 0.2,
    });
    const parsed = await parsePersistedPlayer(raw);
    expect(parsed.queue.items).toEqual([]);
    expect(parsed.queue.currentIndex).toBe(-1);
    expect(parsed.volume).toBe(0.2);
  });

  it('duplicate item ids drop the queue', async () => {
    const raw = stored({
      items: [
        { id: 'a', track: makeTrack(1) },
        { id: 'a', track: makeTrack(2) },
      ],
    });
    expect((await parsePersistedPlayer(raw)).queue.items).toEqual([]);
  });

  it('out-of-range values are repaired', async () => {
    const parsed = await parsePersistedPlayer(
      stored({
        currentIndex: 17,
        volume: 7,
        quality: 500,
        repeat: 'sometimes',
        position: -4,
        muted: 'yes',
      }),
    );
    expect(parsed.queue.items).toHaveLength(3);
    expect(parsed.queue.currentIndex).toBe(0);
    expect(parsed.volume).toBe(1);
    expect(parsed.quality).toBe(320);
    expect(parsed.queue.repeat).toBe('off');
    expect(parsed.position).toBe(0);
    expect(parsed.muted).toBe(false);
  });

  it('a position past the end of the track is clamped to its duration', async () => {
    expect((await parsePersistedPlayer(stored({ position: 9_999 }))).position).toBe(120);
  });

  it('shuffle with an original order that does not match the items falls back to their order', async () => {
    const parsed = await parsePersistedPlayer(
      stored({ shuffle: true, originalOrder: ['x', 'y', 'z'] }),
    );
    const ids = parsed.queue.items.map((item) => item.id);
    expect(parsed.queue.shuffle).toBe(true);
    expect(parsed.queue.originalOrder).toEqual(ids);
    expect(parsed.queue.shuffledOrder).toEqual([0, 1, 2]);
  });

  it('persistPlayer saves once changes stop for a second, at most 5 s late, and at once on pagehide', async () => {
    vi.useFakeTimers();
    try {
      const saved: string[] = [];
      const storage: PlayerStorage = {
        getItem: () => null,
        setItem: (key, value) => {
          expect(key).toBe(PLAYER_STORAGE_KEY);
          saved.push(value);
        },
      };
      const now = () => Date.now();
      const store = newStore();
      const stop = persistPlayer(store, storage, { now });
      store.getState().playTracks(tracks);
      vi.advanceTimersByTime(600);
      store.getState().move(0, 2);
      vi.advanceTimersByTime(600);
      store.getState().move(2, 1);
      // Each change restarts the second of quiet: nothing is written while they keep coming.
      expect(saved).toHaveLength(0);
      vi.advanceTimersByTime(1_000);
      expect(saved).toHaveLength(1);
      expect((await parsePersistedPlayer(saved[0] ?? null)).queue.items).toEqual(
        store.getState().queue.items,
      );

      // Changes every half second are still written within 5 s of the first.
      for (let i = 0; i < 10; i++) {
        store.getState().move(i % 2, (i + 1) % 2);
        vi.advanceTimersByTime(500);
      }
      expect(saved).toHaveLength(2);
      vi.advanceTimersByTime(1_000);
      const afterMoves = saved.length;

      // The position while playing: at most every 5 s.
      loadMetadata(store);
      vi.advanceTimersByTime(1_000);
      const afterLoad = saved.length;
      expect(afterLoad).toBeGreaterThanOrEqual(afterMoves);
      store.getState().dispatch({ type: 'timeUpdate', currentTime: 1 });
      vi.advanceTimersByTime(1_000);
      expect(saved).toHaveLength(afterLoad);
      vi.advanceTimersByTime(4_000);
      store.getState().dispatch({ type: 'timeUpdate', currentTime: 6 });
      vi.advanceTimersByTime(1_000);
      expect(saved).toHaveLength(afterLoad + 1);
      expect((await parsePersistedPlayer(saved.at(-1) ?? null)).position).toBe(6);

      // Hiding the page saves at once, without waiting.
      store.getState().next();
      window.dispatchEvent(new Event('pagehide'));
      expect(saved).toHaveLength(afterLoad + 2);
      // A change still pending is saved when persistence stops; nothing after.
      store.getState().move(0, 1);
      stop();
      expect(saved).toHaveLength(afterLoad + 3);
      store.getState().move(0, 1);
      vi.advanceTimersByTime(10_000);
      expect(saved).toHaveLength(afterLoad + 3);
    } finally {
      vi.useRealTimers();
    }
  });
});
