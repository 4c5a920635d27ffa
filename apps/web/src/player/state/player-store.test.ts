import { createIdFactory, createSeededRandom, currentItem } from '@sada/player-core';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import {
  createPlayerStore,
  type PlayerStore,
  type PlayerStoreOptions,
  playerStore,
  resetPlayerStore,
} from './player-store';

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

describe('playing', () => {
  let store: PlayerStore;
  beforeEach(() => {
    store = newStore();
  });

  it('starts empty, paused, at the default volume 0.75 and the best quality', () => {
    const state = store.getState();
    expect(state.queue.items).toEqual([]);
    expect(state.player.currentTrack).toBeNull();
    expect(state.player.volume).toBe(0.75);
    expect(state.quality).toBe(320);
    expect(state.playIntent).toBe(false);
  });

  it('playTracks replaces the queue, makes the start track current and loads it', () => {
    store.getState().playTracks([makeTrack(9)]);
    store.getState().playTracks(tracks, 1);
    const state = store.getState();
    expect(titles(store)).toEqual(['Track 1', 'Track 2', 'Track 3']);
    expect(currentTitle(store)).toBe('Track 2');
    expect(state.player.currentTrack?.title).toBe('Track 2');
    expect(state.player.isLoading).toBe(true);
    expect(state.playIntent).toBe(true);
  });

  it('playTracks keeps only what the player needs of a listed track', () => {
    store.getState().playTracks([{ ...makeTrack(1), playCount: 12, explicit: false } as never]);
    expect(Object.keys(store.getState().queue.items[0]?.track ?? {}).sort()).toEqual([
      'album',
      'artist',
      'coverUrl',
      'durationMs',
      'id',
      'title',
    ]);
  });

  it('playTracks with shuffle puts the start track first and turns shuffle on', () => {
    store.getState().playTracks(tracks, 2, { shuffle: true });
    const { queue } = store.getState();
    expect(queue.shuffle).toBe(true);
    expect(queue.currentIndex).toBe(0);
    expect(currentTitle(store)).toBe('Track 3');
    expect([...titles(store)].sort()).toEqual(['Track 1', 'Track 2', 'Track 3']);
  });

  it('playTrack from elsewhere keeps the queue and puts the track in front, current', () => {
    store.getState().playTracks(tracks, 1);
    store.getState().playTrack(makeTrack(4));
    expect(titles(store)).toEqual(['Track 1', 'Track 4', 'Track 2', 'Track 3']);
    expect(currentTitle(store)).toBe('Track 4');
  });

  it('adding to an empty queue loads the track paused, so the bar appears', () => {
    store.getState().addToQueue(makeTrack(5));
    expect(currentTitle(store)).toBe('Track 5');
    expect(store.getState().playIntent).toBe(false);
  });

  it('adding with play-now inserts after the current track and plays it', () => {
    store.getState().playTracks(tracks, 0);
    store.getState().pause();
    store.getState().addToQueue(makeTrack(6), { playNow: true });
    expect(titles(store)).toEqual(['Track 1', 'Track 6', 'Track 2', 'Track 3']);
    expect(currentTitle(store)).toBe('Track 6');
    expect(store.getState().playIntent).toBe(true);
  });

  it('togglePlay flips the play intent', () => {
    store.getState().playTracks(tracks);
    store.getState().togglePlay();
    expect(store.getState().playIntent).toBe(false);
    store.getState().togglePlay();
    expect(store.getState().playIntent).toBe(true);
  });
});

describe('next, previous and the end of a track', () => {
  let store: PlayerStore;
  beforeEach(() => {
    store = newStore();
    store.getState().playTracks(tracks, 0);
    loadMetadata(store);
  });

  it('next moves on and loads the new track from 0', () => {
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 40 });
    store.getState().next();
    expect(currentTitle(store)).toBe('Track 2');
    expect(store.getState().player.currentTime).toBe(0);
    expect(store.getState().player.currentTrack?.title).toBe('Track 2');
  });

  it('next at the end of the list with repeat off does nothing', () => {
    store.getState().jumpTo(store.getState().queue.items[2]?.id ?? '');
    const before = store.getState().queue;
    store.getState().next();
    expect(store.getState().queue).toBe(before);
  });

  it('previous from the first track wraps to the last', () => {
    store.getState().previous();
    expect(currentTitle(store)).toBe('Track 3');
  });

  it('a finished track moves on to the next one and keeps playing', () => {
    store.getState().handleEnded();
    expect(currentTitle(store)).toBe('Track 2');
    expect(store.getState().playIntent).toBe(true);
  });

  it('the last track finishing with repeat off stops: not playing, time 0', () => {
    store.getState().jumpTo(store.getState().queue.items[2]?.id ?? '');
    loadMetadata(store);
    store.getState().dispatch({ type: 'play' });
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 120 });
    store.getState().handleEnded();
    const state = store.getState();
    expect(currentTitle(store)).toBe('Track 3');
    expect(state.playIntent).toBe(false);
    expect(state.player.isPlaying).toBe(false);
    expect(state.player.currentTime).toBe(0);
    expect(state.seekRequest?.time).toBe(0);
  });

  it('with repeat all the last track finishing wraps to the first', () => {
    store.getState().cycleRepeat();
    expect(store.getState().queue.repeat).toBe('all');
    store.getState().jumpTo(store.getState().queue.items[2]?.id ?? '');
    store.getState().handleEnded();
    expect(currentTitle(store)).toBe('Track 1');
    expect(store.getState().playIntent).toBe(true);
  });

  it('with repeat one a finished track plays again from the start', () => {
    store.getState().cycleRepeat();
    store.getState().cycleRepeat();
    expect(store.getState().queue.repeat).toBe('one');
    const item = currentItem(store.getState().queue);
    const before = store.getState().seekRequest;
    store.getState().handleEnded();
    const state = store.getState();
    expect(currentItem(state.queue)).toBe(item);
    expect(state.playIntent).toBe(true);
    expect(state.seekRequest).not.toBe(before);
    expect(state.seekRequest?.time).toBe(0);
  });

  it('a failure drops the play intent and shows the error', () => {
    store.getState().dispatch({ type: 'audioError' });
    expect(store.getState().playIntent).toBe(false);
    expect(store.getState().player.error).toBe('Failed to load audio file');
  });
});

describe('seek and volume', () => {
  let store: PlayerStore;
  beforeEach(() => {
    store = newStore();
    store.getState().playTracks(tracks, 0);
    loadMetadata(store, 100);
  });

  it('seek is clamped to 0 through the duration and asks the engine to seek', () => {
    store.getState().seek(250);
    expect(store.getState().player.currentTime).toBe(100);
    expect(store.getState().seekRequest?.time).toBe(100);
    store.getState().seek(-3);
    expect(store.getState().seekRequest?.time).toBe(0);
  });

  it('a seek before the metadata is in is bounded by the listed length, not a duration of 0', () => {
    const fresh = newStore();
    fresh.getState().playTracks(tracks, 0);
    fresh.getState().seek(83);
    expect(fresh.getState().player.currentTime).toBe(83);
    expect(fresh.getState().seekRequest?.time).toBe(83);
    fresh.getState().seek(500);
    expect(fresh.getState().seekRequest?.time).toBe(120);
    fresh.getState().seek(-4);
    expect(fresh.getState().seekRequest?.time).toBe(0);
  });

  it('a restored track takes a seek before its audio has loaded', () => {
    const restored = newStore();
    restored.getState().playTracks(tracks, 1);
    const saved = restored.getState();
    const reloaded = newStore({
      queue: saved.queue,
      position: 31,
      volume: 0.75,
      muted: false,
      quality: 320,
    });
    reloaded.getState().seek(83);
    expect(reloaded.getState().seekRequest?.time).toBe(83);
  });

  it.each([
    [0.3, 0.3],
    [1.5, 1],
    [-0.2, 0],
    [Number.NaN, 0.75],
  ])('setVolume(%s) keeps %s', (volume, expected) => {
    store.getState().setVolume(volume);
    expect(store.getState().player.volume).toBe(expected);
  });

  it('mute keeps the volume; raising the volume unmutes', () => {
    store.getState().toggleMute();
    expect(store.getState().muted).toBe(true);
    expect(store.getState().player.volume).toBe(0.75);
    store.getState().setVolume(0.5);
    expect(store.getState().muted).toBe(false);
  });
});

describe('queue edits', () => {
  let store: PlayerStore;
  beforeEach(() => {
    store = newStore();
    store.getState().playTracks(tracks, 1);
  });

  it('removing the current track loads the following one', () => {
    store.getState().remove(currentItem(store.getState().queue)?.id ?? '');
    expect(titles(store)).toEqual(['Track 1', 'Track 3']);
    expect(store.getState().player.currentTrack?.title).toBe('Track 3');
  });

  it('removing the only track closes the player', () => {
    store.getState().playTracks([makeTrack(1)]);
    store.getState().remove(store.getState().queue.items[0]?.id ?? '');
    expect(store.getState().player.currentTrack).toBeNull();
    expect(store.getState().playIntent).toBe(false);
  });

  it('moving keeps the playing track current', () => {
    store.getState().move(1, 0);
    expect(titles(store)).toEqual(['Track 2', 'Track 1', 'Track 3']);
    expect(store.getState().queue.currentIndex).toBe(0);
  });

  it('clearing empties the queue and stops, keeping the volume', () => {
    store.getState().setVolume(0.4);
    store.getState().clear();
    const state = store.getState();
    expect(state.queue.items).toEqual([]);
    expect(state.player.currentTrack).toBeNull();
    expect(state.player.volume).toBe(0.4);
    expect(state.playIntent).toBe(false);
  });
});

describe("the app's player", () => {
  it('a reset puts it back as a first visit finds it, actions still working', () => {
    const state = () => playerStore.getState();
    state().playTracks(tracks, 1);
    state().toggleShuffle();
    state().cycleRepeat();
    state().setVolume(0.2);
    state().toggleMute();
    state().setQuality(96);
    state().setQueueOpen(true);
    resetPlayerStore();
    const fresh = newStore().getState();
    expect(state().queue).toEqual(fresh.queue);
    expect(state().player).toEqual(fresh.player);
    expect(state().muted).toBe(false);
    expect(state().quality).toBe(320);
    expect(state().playIntent).toBe(false);
    expect(state().queueOpen).toBe(false);
    expect(state().seekRequest).toBeNull();
    state().playTracks(tracks, 0);
    expect(state().player.currentTrack?.title).toBe('Track 1');
  });
});

describe('moving to a saved place', () => {
  const long = makeTrack(9, { title: 'Long lecture', durationMs: 1_800_000 });
  let store: PlayerStore;
  beforeEach(() => {
    store = newStore();
    store.getState().playTracks([long, ...tracks]);
  });

  it('before the audio loads, asks the engine to start there', () => {
    const itemId = currentItem(store.getState().queue)?.id ?? '';
    const id = store.getState().resumeAt(itemId, 720);
    expect(id).not.toBeNull();
    expect(store.getState().seekRequest).toEqual({ time: 720, id });
    expect(store.getState().player.currentTime).toBe(720);
  });

  it('once it has loaded, seeks there within the track', () => {
    loadMetadata(store, 1_800);
    const itemId = currentItem(store.getState().queue)?.id ?? '';
    const id = store.getState().resumeAt(itemId, 5_000);
    expect(store.getState().seekRequest).toEqual({ time: 1_800, id });
  });

  it('does nothing once another item is current', () => {
    const itemId = currentItem(store.getState().queue)?.id ?? '';
    store.getState().next();
    const before = store.getState().seekRequest;
    expect(store.getState().resumeAt(itemId, 720)).toBeNull();
    expect(store.getState().seekRequest).toBe(before);
  });

  it('a track started at 0 on purpose carries that start, so that no saved place moves it', () => {
    store.getState().playTrack(makeTrack(10), { startAt: 0 });
    expect(store.getState().seekRequest?.time).toBe(0);
    store.getState().playTrack(makeTrack(11));
    expect(store.getState().seekRequest).toBeNull();
  });
});
