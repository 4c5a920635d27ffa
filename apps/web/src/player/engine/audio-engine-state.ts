// What the audio engine knows about its elements, and how each thing that happens changes it.
// Pure functions over plain data: the engine (audio-engine.ts) does the side effects, then asks
// these what its state becomes. A transition that does not apply returns the state unchanged
// (the same object), which is how an answer to a superseded request is dropped.
import type { StreamQuality, StreamUrl } from '@sada/contracts/streaming';

/** The queue item the active element is given, and at which quality. */
export interface EngineSource {
  itemId: string;
  trackId: string;
  quality: StreamQuality;
}

/**
 * Where the active element's source stands:
 * - idle: nothing to play;
 * - loading: a new item, waiting for its signed URL;
 * - ready: the element has the URL;
 * - reloading: the same item from a new URL (quality change, expiry, failed media), until its
 *   metadata is in; the element's pause meanwhile is not the listener's;
 * - failed: the URL request or the media failed; pressing Play tries again.
 */
export type EnginePhase =
  | { name: 'idle' }
  | { name: 'loading'; source: EngineSource }
  | { name: 'ready'; source: EngineSource; url: StreamUrl }
  | { name: 'reloading'; source: EngineSource; url: StreamUrl | null }
  | { name: 'failed'; source: EngineSource; url: StreamUrl | null };

/** The next item's URL, already given to the standby element. */
export interface PreloadedSource {
  key: string;
  url: StreamUrl;
}

export interface AudioEngineState {
  phase: EnginePhase;
  /** Counts loads and reloads, so that the answer to an older request is dropped. */
  loadToken: number;
  /** Where to start once the metadata is in (a restored position, an early seek, a reload). */
  startAt: number | null;
  /** The store's last seek request the element has been given. */
  appliedSeekId: number | null;
  /** The current item's media failed once and was tried again with a fresh URL. */
  retried: boolean;
  /** The engine paused or played the active element itself: that event is not the listener's. */
  selfPaused: boolean;
  selfPlayed: boolean;
  preloaded: PreloadedSource | null;
  /** Counts preloads, so that the answer to an older one is dropped. */
  preloadToken: number;
}

export function initialEngineState(appliedSeekId: number | null): AudioEngineState {
  return {
    phase: { name: 'idle' },
    loadToken: 0,
    startAt: null,
    appliedSeekId,
    retried: false,
    selfPaused: false,
    selfPlayed: false,
    preloaded: null,
    preloadToken: 0,
  };
}

/** The item the engine follows, whatever its phase; null when idle. */
export function sourceOf(state: AudioEngineState): EngineSource | null {
  return state.phase.name === 'idle' ? null : state.phase.source;
}

/** The URL the active element plays, once it has one. */
export function urlOf(state: AudioEngineState): StreamUrl | null {
  const { phase } = state;
  return phase.name === 'idle' || phase.name === 'loading' ? null : phase.url;
}

function startFrom(position: number): number | null {
  return position > 0 ? position : null;
}

/** A new item: its URL is requested (any answer to an earlier request is now stale). */
export function loadStarted(
  state: AudioEngineState,
  source: EngineSource,
  startAt: number,
  seekId: number | null,
): AudioEngineState {
  return {
    ...state,
    phase: { name: 'loading', source },
    loadToken: state.loadToken + 1,
    startAt: startFrom(startAt),
    appliedSeekId: seekId ?? state.appliedSeekId,
    retried: false,
    selfPaused: false,
    selfPlayed: false,
  };
}

/** The item just loading was already buffering in the standby element, which now plays it. */
export function swappedToPreloaded(state: AudioEngineState, url: StreamUrl): AudioEngineState {
  if (state.phase.name !== 'loading') return state;
  return { ...state, phase: { name: 'ready', source: state.phase.source, url }, preloaded: null };
}

/** The signed URL asked for by the load or reload numbered `token` came back. */
export function urlReceived(
  state: AudioEngineState,
  token: number,
  url: StreamUrl,
): AudioEngineState {
  if (token !== state.loadToken) return state;
  const { phase } = state;
  if (phase.name === 'loading')
    return { ...state, phase: { name: 'ready', source: phase.source, url } };
  if (phase.name === 'reloading') return { ...state, phase: { ...phase, url } };
  return state;
}

/** The request numbered `token` failed: the item waits for Play to try again. */
export function urlFailed(state: AudioEngineState, token: number): AudioEngineState {
  if (token !== state.loadToken) return state;
  const { phase } = state;
  if (phase.name !== 'loading' && phase.name !== 'reloading') return state;
  return { ...state, phase: { name: 'failed', source: phase.source, url: null } };
}

/** The same item from a new URL at `quality`, starting again at `position`. */
export function reloadStarted(
  state: AudioEngineState,
  position: number,
  quality: StreamQuality,
): AudioEngineState {
  const source = sourceOf(state);
  if (!source) return state;
  return {
    ...state,
    phase: { name: 'reloading', source: { ...source, quality }, url: null },
    loadToken: state.loadToken + 1,
    startAt: startFrom(position),
  };
}

/** The element's media failed once: it is tried again (by a reload) with a fresh URL. */
export function mediaRetried(state: AudioEngineState): AudioEngineState {
  if (!urlOf(state) || state.retried) return state;
  return { ...state, retried: true };
}

/** The element's media failed again after its retry: the failure is the listener's to see. */
export function mediaFailed(state: AudioEngineState): AudioEngineState {
  const source = sourceOf(state);
  const url = urlOf(state);
  if (!source || !url || !state.retried) return state;
  return { ...state, phase: { name: 'failed', source, url } };
}

/** The active element's metadata is in: a reload is over. */
export function metadataLoaded(state: AudioEngineState): AudioEngineState {
  const { phase } = state;
  if (phase.name !== 'reloading') return state;
  return {
    ...state,
    phase: phase.url
      ? { name: 'ready', source: phase.source, url: phase.url }
      : { name: 'loading', source: phase.source },
  };
}

/** The element has been moved to the position to start at (or there was none). */
export function startPositionUsed(state: AudioEngineState): AudioEngineState {
  return state.startAt === null ? state : { ...state, startAt: null };
}

/**
 * The store's seek request `id`: given to the element at once when it can take it, otherwise
 * kept as the position to start at.
 */
export function seekRequested(
  state: AudioEngineState,
  id: number,
  time: number,
  elementCanSeek: boolean,
): AudioEngineState {
  return elementCanSeek
    ? { ...state, appliedSeekId: id }
    : { ...state, appliedSeekId: id, startAt: time };
}

/** The engine pauses or plays the active element itself. */
export function selfPaused(state: AudioEngineState): AudioEngineState {
  return state.selfPaused ? state : { ...state, selfPaused: true };
}

export function selfPlayed(state: AudioEngineState): AudioEngineState {
  return state.selfPlayed ? state : { ...state, selfPlayed: true };
}

/**
 * Whether the active element's pause came from outside (the system, a headset unplugged) rather
 * than from the engine, a reload or the end of the track.
 */
export function isExternalPause(state: AudioEngineState, ended: boolean): boolean {
  return !state.selfPaused && state.phase.name !== 'reloading' && !ended;
}

/** Whether the active element's play came from outside (the system's media controls). */
export function isExternalPlay(state: AudioEngineState): boolean {
  return !state.selfPlayed;
}

/** The active element's pause event arrived. */
export function pauseSeen(state: AudioEngineState): AudioEngineState {
  return state.selfPaused ? { ...state, selfPaused: false } : state;
}

/** The active element's play event arrived. */
export function playSeen(state: AudioEngineState): AudioEngineState {
  return state.selfPlayed ? { ...state, selfPlayed: false } : state;
}

/** The URL of the next item is requested (an older request is now stale). */
export function preloadStarted(state: AudioEngineState): AudioEngineState {
  return { ...state, preloadToken: state.preloadToken + 1 };
}

/** The preload numbered `token` got its URL, which the standby element now buffers. */
export function preloadReceived(
  state: AudioEngineState,
  token: number,
  preloaded: PreloadedSource,
): AudioEngineState {
  if (token !== state.preloadToken) return state;
  return { ...state, preloaded };
}

/** The standby element failed: its source is not used. */
export function preloadDropped(state: AudioEngineState): AudioEngineState {
  return state.preloaded ? { ...state, preloaded: null } : state;
}

/** Nothing left to play: every pending request becomes stale. */
export function unloaded(state: AudioEngineState): AudioEngineState {
  return {
    ...state,
    phase: { name: 'idle' },
    loadToken: state.loadToken + 1,
    preloadToken: state.preloadToken + 1,
    preloaded: null,
    startAt: null,
  };
}
