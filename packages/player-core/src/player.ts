import type { QueueTrack } from './queue';

/**
 * The player's state and its transitions (docs/product/listening.md) as one reducer over audio
 * events. Times (`currentTime`, `duration`) are in seconds, as the audio element reports them;
 * `volume` is 0..1.
 */

export const DEFAULT_VOLUME = 0.75;

/** Word for word (docs/product/listening.md, "Player errors"). */
export const AUDIO_ERROR_MESSAGE = 'Failed to load audio file';
export const PLAY_ERROR_MESSAGE = 'Failed to play audio';
export const LOAD_TRACK_ERROR_MESSAGE = 'Failed to load track';

export interface PlayerState<T = QueueTrack> {
  readonly currentTrack: T | null;
  readonly isPlaying: boolean;
  readonly currentTime: number;
  readonly duration: number;
  readonly volume: number;
  readonly isLoading: boolean;
  readonly error: string | null;
}

export type PlayerEvent<T = QueueTrack> =
  /** A track is handed to the audio element: loading starts. */
  | { type: 'load'; track: T }
  /** `loadedmetadata`: loading ends and the duration is known. */
  | { type: 'metadataLoaded'; duration: number }
  /** `canplay`: loading ends. */
  | { type: 'canPlay' }
  /** `play` / `pause`: playing and paused follow the audio. */
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'timeUpdate'; currentTime: number }
  | { type: 'seek'; time: number }
  | { type: 'setVolume'; volume: number }
  /** `ended`: isPlaying false, time back to 0. */
  | { type: 'ended' }
  /** The audio element's `error` event. */
  | { type: 'audioError' }
  /** `audio.play()` rejected. */
  | { type: 'playRejected' }
  /** Preparing the track (e.g. fetching its stream URL) threw. */
  | { type: 'loadFailed' }
  /** Closing the player: audio stops, the track is unloaded; the volume is kept. */
  | { type: 'close' };

/** Clamps to 0..1; a value that is not a number (NaN) falls back to the default volume. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return DEFAULT_VOLUME;
  return Math.min(Math.max(volume, 0), 1);
}

/**
 * Clamps a seek target to 0..duration. An unknown duration (NaN, negative) allows only 0; an
 * infinite one (a live stream) has no upper bound. NaN targets become 0.
 */
export function clampSeek(time: number, duration: number): number {
  if (Number.isNaN(time)) return 0;
  const upper =
    duration === Infinity ? Infinity : Number.isFinite(duration) ? Math.max(duration, 0) : 0;
  return Math.min(Math.max(time, 0), upper);
}

function finiteOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function createPlayerState<T = QueueTrack>(volume = DEFAULT_VOLUME): PlayerState<T> {
  return {
    currentTrack: null,
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    volume: clampVolume(volume),
    isLoading: false,
    error: null,
  };
}

export function playerReducer<T>(state: PlayerState<T>, event: PlayerEvent<T>): PlayerState<T> {
  switch (event.type) {
    case 'load':
      return {
        ...state,
        currentTrack: event.track,
        currentTime: 0,
        duration: 0,
        isLoading: true,
        error: null,
      };
    case 'metadataLoaded':
      return { ...state, duration: finiteOrZero(event.duration), isLoading: false };
    case 'canPlay':
      return { ...state, isLoading: false };
    case 'play':
      return { ...state, isPlaying: true, error: null };
    case 'pause':
      return { ...state, isPlaying: false };
    case 'timeUpdate': {
      // Before the duration is known, time updates are only kept non-negative.
      const time = finiteOrZero(event.currentTime);
      return { ...state, currentTime: state.duration > 0 ? Math.min(time, state.duration) : time };
    }
    case 'seek':
      return { ...state, currentTime: clampSeek(event.time, state.duration) };
    case 'setVolume':
      return { ...state, volume: clampVolume(event.volume) };
    case 'ended':
      return { ...state, isPlaying: false, currentTime: 0 };
    case 'audioError':
      return { ...state, isPlaying: false, isLoading: false, error: AUDIO_ERROR_MESSAGE };
    case 'playRejected':
      return { ...state, isPlaying: false, error: PLAY_ERROR_MESSAGE };
    case 'loadFailed':
      return { ...state, isPlaying: false, isLoading: false, error: LOAD_TRACK_ERROR_MESSAGE };
    case 'close':
      return createPlayerState<T>(state.volume);
  }
}
