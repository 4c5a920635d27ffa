import { describe, expect, it } from 'vitest';

import {
  AUDIO_ERROR_MESSAGE,
  clampSeek,
  clampVolume,
  createPlayerState,
  DEFAULT_VOLUME,
  LOAD_TRACK_ERROR_MESSAGE,
  PLAY_ERROR_MESSAGE,
  playerReducer,
  type PlayerEvent,
  type PlayerState,
} from './player';
import { deepFreeze, makeTrack } from './test-helpers';

const track = makeTrack('A');

function run(events: PlayerEvent[], state: PlayerState = createPlayerState()): PlayerState {
  return events.reduce(playerReducer, state);
}

const playing = run([
  { type: 'load', track },
  { type: 'metadataLoaded', duration: 200 },
  { type: 'play' },
  { type: 'timeUpdate', currentTime: 42 },
]);

describe('player state', () => {
  it('a new player is stopped, with no track, at the default volume 0.75', () => {
    expect(DEFAULT_VOLUME).toBe(0.75);
    expect(createPlayerState()).toEqual({
      currentTrack: null,
      isPlaying: false,
      currentTime: 0,
      duration: 0,
      volume: 0.75,
      isLoading: false,
      error: null,
    });
  });

  it('loading a track starts loading and resets the time, the duration and the error', () => {
    const failed = run([{ type: 'audioError' }], playing);
    const loading = playerReducer(failed, { type: 'load', track: makeTrack('B') });
    expect(loading).toMatchObject({ isLoading: true, currentTime: 0, duration: 0, error: null });
    expect(loading.currentTrack?.title).toBe('B');
  });

  it('loading ends when the metadata arrives, which gives the duration', () => {
    const state = run([
      { type: 'load', track },
      { type: 'metadataLoaded', duration: 183.5 },
    ]);
    expect([state.isLoading, state.duration]).toEqual([false, 183.5]);
  });

  it('an unusable duration from the metadata counts as unknown (0)', () => {
    for (const duration of [Number.NaN, Infinity, -3]) {
      expect(
        run([
          { type: 'load', track },
          { type: 'metadataLoaded', duration },
        ]).duration,
      ).toBe(0);
    }
  });

  it('loading ends when the audio can play', () => {
    expect(run([{ type: 'load', track }, { type: 'canPlay' }]).isLoading).toBe(false);
  });

  it('playing and paused follow the audio', () => {
    expect(playing.isPlaying).toBe(true);
    expect(playerReducer(playing, { type: 'pause' }).isPlaying).toBe(false);
  });

  it('a finished track sets isPlaying false and the time to 0', () => {
    const ended = playerReducer(playing, { type: 'ended' });
    expect([ended.isPlaying, ended.currentTime]).toEqual([false, 0]);
  });

  it("an audio error sets 'Failed to load audio file' and stops loading", () => {
    const state = run([{ type: 'load', track }, { type: 'audioError' }]);
    expect(AUDIO_ERROR_MESSAGE).toBe('Failed to load audio file');
    expect(state).toMatchObject({ error: 'Failed to load audio file', isLoading: false });
  });

  it("a rejected play sets 'Failed to play audio'", () => {
    const state = playerReducer(playing, { type: 'playRejected' });
    expect(PLAY_ERROR_MESSAGE).toBe('Failed to play audio');
    expect(state).toMatchObject({ error: 'Failed to play audio', isPlaying: false });
  });

  it("a load that throws sets 'Failed to load track'", () => {
    const state = run([{ type: 'load', track }, { type: 'loadFailed' }]);
    expect(LOAD_TRACK_ERROR_MESSAGE).toBe('Failed to load track');
    expect(state).toMatchObject({ error: 'Failed to load track', isLoading: false });
  });

  it('playing again clears an earlier error', () => {
    const state = run([{ type: 'playRejected' }, { type: 'play' }], playing);
    expect(state.error).toBeNull();
  });

  it('closing the player unloads the track and keeps the volume', () => {
    const state = run([{ type: 'setVolume', volume: 0.3 }, { type: 'close' }], playing);
    expect(state).toEqual({ ...createPlayerState(), volume: 0.3 });
  });

  it('seeking is clamped to 0 through the track duration', () => {
    expect(playerReducer(playing, { type: 'seek', time: 500 }).currentTime).toBe(200);
    expect(playerReducer(playing, { type: 'seek', time: -1 }).currentTime).toBe(0);
    expect(playerReducer(playing, { type: 'seek', time: 12.5 }).currentTime).toBe(12.5);
  });

  it('time updates never exceed the duration nor go below 0', () => {
    expect(playerReducer(playing, { type: 'timeUpdate', currentTime: 250 }).currentTime).toBe(200);
    expect(playerReducer(playing, { type: 'timeUpdate', currentTime: -2 }).currentTime).toBe(0);
  });

  it('volume changes are clamped to 0..1', () => {
    expect(playerReducer(playing, { type: 'setVolume', volume: 1.4 }).volume).toBe(1);
    expect(playerReducer(playing, { type: 'setVolume', volume: -0.2 }).volume).toBe(0);
  });

  it('the reducer never mutates its input', () => {
    const frozen = deepFreeze({ ...playing });
    const before = JSON.stringify(frozen);
    const events: PlayerEvent[] = [
      { type: 'load', track: makeTrack('B') },
      { type: 'metadataLoaded', duration: 10 },
      { type: 'canPlay' },
      { type: 'play' },
      { type: 'pause' },
      { type: 'timeUpdate', currentTime: 3 },
      { type: 'seek', time: 4 },
      { type: 'setVolume', volume: 0.1 },
      { type: 'ended' },
      { type: 'audioError' },
      { type: 'playRejected' },
      { type: 'loadFailed' },
      { type: 'close' },
    ];
    for (const event of events) playerReducer(frozen, event);
    expect(JSON.stringify(frozen)).toBe(before);
  });
});

describe('clamps', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0.5, 0.5],
    [-0.01, 0],
    [-5, 0],
    [1.01, 1],
    [Infinity, 1],
    [-Infinity, 0],
    [Number.NaN, 0.75],
  ])('clampVolume(%s) is %s', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });

  it.each([
    [0, 100, 0],
    [100, 100, 100],
    [50, 100, 50],
    [-5, 100, 0],
    [150, 100, 100],
    [Number.NaN, 100, 0],
    [50, Number.NaN, 0],
    [50, 0, 0],
    [50, -1, 0],
    [50, Infinity, 50],
  ])('clampSeek(%s, %s) is %s', (time, duration, expected) => {
    expect(clampSeek(time, duration)).toBe(expected);
  });
});
