// The <audio> elements the engine plays through.

/** The part of HTMLAudioElement the engine uses (tests pass a fake). */
export interface AudioElementLike extends EventTarget {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly seeking: boolean;
  readonly readyState: number;
  readonly error: MediaError | null;
  volume: number;
  muted: boolean;
  preload: string;
  playbackRate: number;
  /** What a new source starts at: loading one resets playbackRate to it. */
  defaultPlaybackRate: number;
  preservesPitch: boolean;
  readonly parentNode: { appendChild: (node: never) => unknown } | null;
  play: () => Promise<void>;
  pause: () => void;
  load: () => void;
  removeAttribute: (name: string) => void;
  remove: () => void;
  getAttribute: (name: string) => string | null;
}

export const HAVE_METADATA = 1;
export const HAVE_FUTURE_DATA = 3;

/** The element events the engine follows. */
export const mediaEvents = [
  'loadedmetadata',
  'durationchange',
  'canplay',
  'waiting',
  'playing',
  'play',
  'pause',
  'timeupdate',
  'seeking',
  'ended',
  'error',
] as const;
export type MediaEventType = (typeof mediaEvents)[number];

/**
 * A hidden <audio> in the document (so tests and tools find it with querySelector('audio')),
 * preloading in full.
 */
export function defaultCreateAudio(): AudioElementLike {
  let container = document.getElementById('sada-audio');
  if (!container) {
    container = document.createElement('div');
    container.id = 'sada-audio';
    container.hidden = true;
    document.body.appendChild(container);
  }
  const audio = document.createElement('audio');
  audio.preload = 'auto';
  container.appendChild(audio);
  return audio;
}
