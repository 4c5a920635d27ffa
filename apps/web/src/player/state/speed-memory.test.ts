import { createIdFactory } from '@sada/player-core';
import { describe, expect, it } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { createPlayerStore } from './player-store';
import { persistSpeedMemory, readSpeedMemory, SPEED_STORAGE_KEY } from './speed-memory';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('speed memory', () => {
  it('reads what was stored, dropping what is not a speed', () => {
    const storage = memoryStorage({
      [SPEED_STORAGE_KEY]: JSON.stringify({ lecture: 1.5, nasheed: 'fast', dua: 1.3 }),
    });
    expect(readSpeedMemory(storage)).toEqual({ lecture: 1.5, dua: 1.25 });
    expect(readSpeedMemory(memoryStorage({ [SPEED_STORAGE_KEY]: '{broken' }))).toEqual({});
    expect(readSpeedMemory(null)).toEqual({});
  });

  it('is put into the store at start and saved when a speed is chosen', () => {
    const storage = memoryStorage({ [SPEED_STORAGE_KEY]: JSON.stringify({ lecture: 1.5 }) });
    const store = createPlayerStore({ makeId: createIdFactory() });
    store.getState().playTracks([makeTrack(1, { contentType: 'lecture' })]);
    const stop = persistSpeedMemory(store, storage);
    expect(store.getState().speed).toBe(1.5);
    store.getState().setSpeed(2);
    expect(JSON.parse(storage.data.get(SPEED_STORAGE_KEY) ?? '{}')).toEqual({ lecture: 2 });
    stop();
    store.getState().setSpeed(0.5);
    expect(JSON.parse(storage.data.get(SPEED_STORAGE_KEY) ?? '{}')).toEqual({ lecture: 2 });
  });
});
