import type { ListeningPosition } from '@sada/contracts/positions';
import { createIdFactory, createSeededRandom } from '@sada/player-core';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

import { ApiError } from '../../lib/api';
import { makeTrack } from '../../testing/tracks';
import type { PositionsApi } from '../api/positions';
import { createPlayerStore, type PlayerStore } from '../state/player-store';
import { PositionSync } from './position-sync';

const lecture = makeTrack(1, { title: 'Lecture', durationMs: 3_600_000 });
const other = makeTrack(2, { title: 'Another lecture', durationMs: 2_400_000 });
const nasheed = makeTrack(3, { title: 'Nasheed', durationMs: 200_000 });
const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };

let clock: number;
let store: PlayerStore;
let saved: Map<string, ListeningPosition>;
let api: { get: Mock<PositionsApi['get']>; save: Mock<PositionsApi['save']> };
let signedIn: boolean;
let onResumed: Mock<(seconds: number) => void>;
let stop: () => void;

function position(trackId: string, positionMs: number, played = false): ListeningPosition {
  return { trackId, positionMs, played, updatedAt: '2026-05-01T10:00:00.000Z' };
}

/** The answers to come back, and the promise chains behind them to run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function start(): void {
  stop = new PositionSync({
    store,
    api,
    signedIn: async () => signedIn,
    onResumed,
    now: () => clock,
  }).start();
}

/** The engine's part: the audio is in and plays. */
function plays(durationSeconds: number): void {
  store.getState().dispatch({ type: 'metadataLoaded', duration: durationSeconds });
  store.getState().dispatch({ type: 'play' });
}

/** The audio reports `seconds`, with the wall clock moving as far. */
function playTo(seconds: number): void {
  const before = store.getState().player.currentTime;
  clock += Math.max(seconds - before, 0) * 1000;
  store.getState().dispatch({ type: 'timeUpdate', currentTime: seconds });
}

function saves(): [string, number, boolean][] {
  return api.save.mock.calls.map(([trackId, ms, options]) => [
    trackId,
    ms,
    Boolean(options?.keepalive),
  ]);
}

beforeEach(() => {
  clock = 1_000_000;
  signedIn = true;
  saved = new Map();
  onResumed = vi.fn();
  store = createPlayerStore({ makeId: createIdFactory(), random: createSeededRandom(3) });
  api = {
    get: vi.fn<PositionsApi['get']>(async (ids) =>
      ids.flatMap((id) => {
        const found = saved.get(id);
        return found ? [found] : [];
      }),
    ),
    save: vi.fn<PositionsApi['save']>(async (trackId, positionMs) => position(trackId, positionMs)),
  };
});

afterEach(() => {
  stop();
});

describe('a long track, for a signed-in listener', () => {
  it('starts where it was left, and says so', async () => {
    saved.set(lecture.id, position(lecture.id, 720_000));
    start();
    store.getState().playTracks([lecture]);
    await settle();
    expect(api.get).toHaveBeenCalledWith([lecture.id]);
    expect(store.getState().seekRequest?.time).toBe(720);
    expect(onResumed).toHaveBeenCalledWith(720);
    // Moving there is not the listener's seek: nothing new to save.
    plays(3600);
    store.getState().pause();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('starts from the beginning when it was played', async () => {
    saved.set(lecture.id, position(lecture.id, 0, true));
    start();
    store.getState().playTracks([lecture]);
    await settle();
    expect(store.getState().seekRequest).toBeNull();
    expect(onResumed).not.toHaveBeenCalled();
  });

  it('is saved every five seconds of playing, not more often, and not while paused', async () => {
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    for (let second = 1; second <= 12; second += 1) playTo(second);
    expect(saves()).toEqual([
      [lecture.id, 5_000, false],
      [lecture.id, 10_000, false],
    ]);
    store.getState().pause();
    store.getState().dispatch({ type: 'pause' });
    clock += 60_000;
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 12 });
    expect(saves()).toEqual([
      [lecture.id, 5_000, false],
      [lecture.id, 10_000, false],
      [lecture.id, 12_000, false],
    ]);
  });

  it('is saved on pause and on seek, once each', async () => {
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    playTo(3);
    store.getState().pause();
    store.getState().play();
    store.getState().pause();
    store.getState().seek(1_800);
    expect(saves()).toEqual([
      [lecture.id, 3_000, false],
      [lecture.id, 1_800_000, false],
    ]);
  });

  it('is saved where it was last heard when another track replaces it', async () => {
    start();
    store.getState().playTracks([lecture, other]);
    await settle();
    plays(3600);
    playTo(42);
    store.getState().next();
    expect(saves()).toContainEqual([lecture.id, 42_000, false]);
  });

  it('is saved with a request that outlives the page when the page is hidden', async () => {
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    for (let second = 1; second <= 7; second += 1) playTo(second);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(saves()).toEqual([
      [lecture.id, 5_000, false],
      [lecture.id, 7_000, true],
    ]);
  });

  it('that ends is saved at its end, which marks it played, and not back at the start', async () => {
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    store.getState().seek(3_400);
    playTo(3_599);
    store.getState().handleEnded();
    expect(saves()).toEqual([
      [lecture.id, 3_400_000, false],
      [lecture.id, 3_599_000, false],
    ]);
    expect(store.getState().player.currentTime).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(api.save).toHaveBeenCalledTimes(2);
  });

  it('started at a chosen moment stays there: its saved place is not asked for', async () => {
    saved.set(lecture.id, position(lecture.id, 720_000));
    start();
    store.getState().playTrack(lecture, { startAt: 90 });
    await settle();
    expect(api.get).not.toHaveBeenCalled();
    expect(store.getState().seekRequest?.time).toBe(90);
    plays(3600);
    store.getState().pause();
    // Where it was started is not news; where the listener went from there is.
    expect(api.save).not.toHaveBeenCalled();
    store.getState().seek(95);
    expect(saves()).toEqual([[lecture.id, 95_000, false]]);
  });

  it('is not moved when the listener seeks before the saved place comes', async () => {
    saved.set(lecture.id, position(lecture.id, 720_000));
    let answer: (positions: ListeningPosition[]) => void = () => undefined;
    api.get.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    store.getState().seek(60);
    // Nothing is saved while the saved place is not known: it would overwrite it.
    expect(api.save).not.toHaveBeenCalled();
    answer([position(lecture.id, 720_000)]);
    await settle();
    expect(store.getState().player.currentTime).toBe(60);
    expect(onResumed).not.toHaveBeenCalled();
    store.getState().pause();
    expect(saves()).toEqual([[lecture.id, 60_000, false]]);
  });

  it('whose length is not listed waits for the audio to tell it', async () => {
    saved.set(lecture.id, position(lecture.id, 720_000));
    start();
    store.getState().playTracks([{ ...lecture, durationMs: null }]);
    await settle();
    expect(api.get).not.toHaveBeenCalled();
    store.getState().dispatch({ type: 'metadataLoaded', duration: 3600 });
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(store.getState().seekRequest?.time).toBe(720);
  });

  it('is no longer saved once the server says the listener has signed out', async () => {
    api.save.mockRejectedValue(new ApiError(401, 'unauthorized', 'Sign in'));
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    store.getState().seek(100);
    await settle();
    store.getState().seek(200);
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('already loaded when the player starts (a reload) moves only when the saved place differs', async () => {
    saved.set(lecture.id, position(lecture.id, 720_000));
    store.getState().playTracks([lecture]);
    store.getState().pause();
    store.setState({ player: { ...store.getState().player, currentTime: 719 } });
    start();
    await settle();
    expect(store.getState().seekRequest).toBeNull();
    expect(onResumed).not.toHaveBeenCalled();
  });
});

describe('what is left alone', () => {
  it("a visitor's places: neither asked for nor saved", async () => {
    signedIn = false;
    saved.set(lecture.id, position(lecture.id, 720_000));
    start();
    store.getState().playTracks([lecture]);
    await settle();
    plays(3600);
    playTo(30);
    store.getState().pause();
    expect(api.get).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('a short track', async () => {
    start();
    store.getState().playTracks([nasheed]);
    await settle();
    plays(200);
    playTo(30);
    store.getState().pause();
    expect(api.get).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('but not a short episode of a series', async () => {
    saved.set(nasheed.id, position(nasheed.id, 60_000));
    start();
    store.getState().playTracks([{ ...nasheed, series }]);
    await settle();
    expect(store.getState().seekRequest?.time).toBe(60);
  });
});
