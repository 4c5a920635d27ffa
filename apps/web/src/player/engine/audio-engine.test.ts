import type { StreamEventStarted, StreamUrl } from '@sada/contracts/streaming';
import { createIdFactory, createSeededRandom } from '@sada/player-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api';
import { makeTrack } from '../../testing/tracks';
import type { StreamEventsApi } from '../api/stream-events';
import { createPlayerStore, type PlayerStore } from '../state/player-store';
import type { AudioElementLike } from './audio-element';
import { AudioEngine } from './audio-engine';

/** Just enough of an audio element: the test moves its clock and fires its events. */
class FakeAudio extends EventTarget implements AudioElementLike {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  seeking = false;
  readyState = 0;
  error: MediaError | null = null;
  volume = 1;
  muted = false;
  preload = '';
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = false;
  parentNode = null;
  playResult: () => Promise<void> = () => Promise.resolve();
  playCalls = 0;

  play(): Promise<void> {
    this.playCalls += 1;
    this.paused = false;
    return this.playResult();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  }
  load(): void {}
  remove(): void {}
  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }
  getAttribute(name: string): string | null {
    return name === 'src' && this.src !== '' ? this.src : null;
  }

  emit(type: string): void {
    this.dispatchEvent(new Event(type));
  }
  /** The source loaded: metadata and enough data to play. */
  ready(duration: number): void {
    this.duration = duration;
    this.readyState = 4;
    this.emit('loadedmetadata');
    this.emit('canplay');
  }
  startPlaying(): void {
    this.emit('play');
    this.emit('playing');
  }
  tick(to: number): void {
    this.currentTime = to;
    this.emit('timeupdate');
  }
  /** Plays on to `to`, reporting four times a second as browsers do. */
  playTo(to: number): void {
    while (this.currentTime + 0.25 < to) this.tick(this.currentTime + 0.25);
    this.tick(to);
  }
  seekTo(to: number): void {
    this.currentTime = to;
    this.seeking = true;
    this.emit('seeking');
    this.seeking = false;
    this.emit('seeked');
    this.emit('timeupdate');
  }
  finish(): void {
    this.currentTime = this.duration;
    this.ended = true;
    this.paused = true;
    this.emit('pause');
    this.emit('ended');
  }
}

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];
const started: StreamEventStarted = { eventId: 'event-1', token: 'token-1' };

function urlFor(trackId: string, quality: number, expiresInMs = 3_600_000): StreamUrl {
  return {
    url: `https://media.test/${trackId}?q=${quality}`,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    mimeType: 'audio/mpeg',
    bitrateKbps: quality,
    qualities: [quality],
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

let store: PlayerStore;
let elements: FakeAudio[];
let fetchUrl: ReturnType<typeof vi.fn<(trackId: string, quality: number) => Promise<StreamUrl>>>;
let streamEvents: { [K in keyof StreamEventsApi]: ReturnType<typeof vi.fn<StreamEventsApi[K]>> };
let errors: string[];
let stop: () => void;
let engine: AudioEngine;

beforeEach(() => {
  store = createPlayerStore({ makeId: createIdFactory(), random: createSeededRandom(3) });
  elements = [];
  errors = [];
  fetchUrl = vi.fn((trackId: string, quality: number) => Promise.resolve(urlFor(trackId, quality)));
  streamEvents = {
    start: vi.fn(() => Promise.resolve(started)),
    report: vi.fn(() => Promise.resolve()),
    beacon: vi.fn(() => true),
  };
  engine = new AudioEngine({
    store,
    createAudio: () => {
      const element = new FakeAudio();
      elements.push(element);
      return element;
    },
    getStreamUrl: (trackId, quality) => fetchUrl(trackId, quality),
    streamEvents,
    onError: (message) => errors.push(message),
  });
  stop = engine.start();
});

afterEach(() => stop());

async function playFirst(): Promise<FakeAudio> {
  store.getState().playTracks(tracks, 0);
  await settle();
  const element = elements[0] as FakeAudio;
  element.ready(100);
  element.startPlaying();
  await settle();
  return element;
}

describe('loading and playing', () => {
  it('fetches the signed URL at the chosen quality, loads it and plays', async () => {
    store.getState().setQuality(128);
    store.getState().playTracks(tracks, 0);
    await settle();
    const element = elements[0] as FakeAudio;
    expect(fetchUrl).toHaveBeenCalledWith(tracks[0]?.id, 128);
    expect(element.src).toBe(urlFor(tracks[0]?.id ?? '', 128).url);
    expect(element.playCalls).toBe(1);
    expect(store.getState().player.isLoading).toBe(true);
    element.ready(100);
    expect(store.getState().player.isLoading).toBe(false);
    expect(store.getState().player.duration).toBe(100);
  });

  it('tells the store which file plays, for the quality menu', async () => {
    store.getState().setQuality(192);
    store.getState().playTracks(tracks, 0);
    await settle();
    expect(store.getState().stream).toEqual({
      itemId: store.getState().queue.items[0]?.id,
      bitrateKbps: 192,
      qualities: [192],
    });
  });

  it('pausing in the store pauses the element', async () => {
    const element = await playFirst();
    store.getState().pause();
    expect(element.paused).toBe(true);
    expect(store.getState().player.isPlaying).toBe(false);
  });

  it('a pause from outside (the system) drops the play intent', async () => {
    const element = await playFirst();
    element.paused = true;
    element.emit('pause');
    expect(store.getState().playIntent).toBe(false);
  });

  it('seeking in the store moves the element', async () => {
    const element = await playFirst();
    store.getState().seek(30);
    expect(element.currentTime).toBe(30);
  });

  it('a restored position is applied once the metadata is in', async () => {
    stop();
    elements = [];
    store = createPlayerStore({
      initial: {
        queue: (() => {
          const source = createPlayerStore({ makeId: createIdFactory() });
          source.getState().playTracks(tracks, 1);
          return source.getState().queue;
        })(),
        position: 42,
        volume: 0.5,
        muted: false,
        quality: 320,
      },
    });
    engine = new AudioEngine({
      store,
      createAudio: () => {
        const element = new FakeAudio();
        elements.push(element);
        return element;
      },
      getStreamUrl: (trackId, quality) => fetchUrl(trackId, quality),
      streamEvents,
    });
    stop = engine.start();
    await settle();
    const element = elements[0] as FakeAudio;
    expect(element.src).toContain(tracks[1]?.id);
    expect(element.playCalls).toBe(0);
    expect(element.volume).toBe(0.5);
    element.ready(100);
    expect(element.currentTime).toBe(42);
    expect(store.getState().player.currentTime).toBe(42);
  });
});

describe('reloading the same track', () => {
  it("a quality change reloads at the position heard, and its pause is not the listener's", async () => {
    const element = await playFirst();
    element.playTo(12);
    store.getState().setQuality(128);
    // The element pauses while its source changes (a real one fires pause on a new src).
    element.paused = true;
    element.emit('pause');
    expect(store.getState().playIntent).toBe(true);
    await settle();
    expect(element.src).toBe(urlFor(tracks[0]?.id ?? '', 128).url);
    element.ready(100);
    expect(element.currentTime).toBe(12);
    // Once the new source is in, a pause from outside counts again.
    element.paused = true;
    element.emit('pause');
    expect(store.getState().playIntent).toBe(false);
  });

  it('pressing Play after a failed load asks for the URL again', async () => {
    fetchUrl.mockRejectedValueOnce(new Error('offline'));
    store.getState().playTracks(tracks, 0);
    await settle();
    expect(store.getState().playIntent).toBe(false);
    const fetches = fetchUrl.mock.calls.length;
    store.getState().play();
    await settle();
    expect(fetchUrl).toHaveBeenCalledTimes(fetches + 1);
    expect((elements[0] as FakeAudio).src).toBe(urlFor(tracks[0]?.id ?? '', 320).url);
  });

  it('the URL of a track already left behind is not loaded', async () => {
    let answerFirst: (url: StreamUrl) => void = () => undefined;
    fetchUrl.mockImplementationOnce(
      (trackId, quality) =>
        new Promise((resolve) => {
          answerFirst = () => resolve(urlFor(trackId, quality));
        }),
    );
    store.getState().playTracks(tracks, 0);
    store.getState().next();
    await settle();
    answerFirst(urlFor(tracks[0]?.id ?? '', 320));
    await settle();
    expect((elements[0] as FakeAudio).src).toBe(urlFor(tracks[1]?.id ?? '', 320).url);
    expect(errors).toEqual([]);
  });
});

describe('errors', () => {
  it("a failing URL request shows 'Failed to load track'", async () => {
    fetchUrl.mockRejectedValueOnce(new Error('offline'));
    store.getState().playTracks(tracks, 0);
    await settle();
    expect(store.getState().player.error).toBe('Failed to load track');
    expect(errors).toEqual(['Failed to load track']);
    expect(store.getState().playIntent).toBe(false);
  });

  describe('a track outside what the listener chose to hear', () => {
    const reason = 'Not in what you chose to hear';
    const outsideRule = () => new ApiError(403, 'outside_listening_rule', reason);
    const currentTitle = () => store.getState().player.currentTrack?.title;

    it('is skipped for the next track in the queue, saying why', async () => {
      fetchUrl.mockRejectedValueOnce(outsideRule());
      store.getState().playTracks(tracks, 0);
      await settle();
      expect(errors).toEqual([reason]);
      expect(currentTitle()).toBe('Track 2');
      expect(fetchUrl).toHaveBeenLastCalledWith(tracks[1]?.id, 320);
      expect((elements[0] as FakeAudio).src).toBe(urlFor(tracks[1]?.id ?? '', 320).url);
      expect(store.getState().playIntent).toBe(true);
      expect(store.getState().player.error).toBeNull();
    });

    it('stops the player on the reason when nothing follows it', async () => {
      fetchUrl.mockRejectedValueOnce(outsideRule());
      store.getState().playTracks(tracks, 2);
      await settle();
      expect(errors).toEqual([reason]);
      expect(currentTitle()).toBe('Track 3');
      expect(store.getState().player.error).toBe(reason);
      expect(store.getState().playIntent).toBe(false);
    });

    it('stops once every track of a repeating queue has been tried', async () => {
      fetchUrl.mockImplementation(() => Promise.reject(outsideRule()));
      store.getState().cycleRepeat();
      expect(store.getState().queue.repeat).toBe('all');
      store.getState().playTracks(tracks, 0);
      for (let i = 0; i < 6; i += 1) await settle();
      expect(fetchUrl.mock.calls.length).toBeLessThanOrEqual(tracks.length + 1);
      expect(store.getState().playIntent).toBe(false);
      expect(store.getState().player.error).toBe(reason);
    });
  });

  it('a media error is retried once with a fresh URL, then shown', async () => {
    const element = await playFirst();
    const fetches = fetchUrl.mock.calls.length;
    element.emit('error');
    await settle();
    expect(fetchUrl).toHaveBeenCalledTimes(fetches + 1);
    expect(fetchUrl).toHaveBeenLastCalledWith(tracks[0]?.id, 320);
    expect(errors).toEqual([]);
    element.emit('error');
    await settle();
    expect(store.getState().player.error).toBe('Failed to load audio file');
    expect(errors).toEqual(['Failed to load audio file']);
  });

  it("a rejected play() shows 'Failed to play audio'", async () => {
    for (const element of elements) {
      element.playResult = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    }
    store.getState().playTracks(tracks, 0);
    await settle();
    expect(store.getState().player.error).toBe('Failed to play audio');
    expect(errors).toEqual(['Failed to play audio']);
  });

  it('an AbortError from switching tracks is not a failure', async () => {
    for (const element of elements) {
      element.playResult = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    }
    store.getState().playTracks(tracks, 0);
    await settle();
    expect(store.getState().player.error).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('moving on', () => {
  it('preloads the next track in the second element and switches to it at once', async () => {
    const first = await playFirst();
    const second = elements[1] as FakeAudio;
    expect(second.src).toBe(urlFor(tracks[1]?.id ?? '', 320).url);
    expect(second.preload).toBe('auto');
    second.ready(90);
    const fetches = fetchUrl.mock.calls.length;

    store.getState().next();
    await settle();
    expect(fetchUrl).toHaveBeenCalledTimes(fetches + 1); // only the track after it
    expect(second.playCalls).toBe(1);
    // The element that played before now preloads the track after.
    expect(first.paused).toBe(true);
    expect(first.src).toBe(urlFor(tracks[2]?.id ?? '', 320).url);
    expect(store.getState().player.duration).toBe(90);
    expect(store.getState().player.isLoading).toBe(false);
  });

  it('a finished track moves on to the next', async () => {
    const first = await playFirst();
    first.finish();
    await settle();
    expect(store.getState().player.currentTrack?.title).toBe('Track 2');
    expect(store.getState().playIntent).toBe(true);
  });

  it('with repeat one a finished track starts again', async () => {
    store.getState().cycleRepeat();
    store.getState().cycleRepeat();
    const first = await playFirst();
    first.finish();
    await settle();
    expect(first.currentTime).toBe(0);
    expect(first.playCalls).toBe(2);
  });
});

describe('stream events', () => {
  it('starts one event when playback begins, naming the signed URL it plays', async () => {
    const element = await playFirst();
    expect(streamEvents.start).toHaveBeenCalledTimes(1);
    expect(streamEvents.start).toHaveBeenCalledWith(tracks[0]?.id, element.src);
    expect(element.src).toMatch(/^https:\/\/media\.test\//);
  });

  it('reports the time actually heard, across pauses and seeks, not the position', async () => {
    const element = await playFirst();
    element.playTo(10);
    store.getState().pause();
    await settle();
    expect(streamEvents.report).toHaveBeenLastCalledWith(started, 10_000);

    store.getState().play();
    element.startPlaying();
    element.seekTo(13); // skipped 3 s: not heard
    element.playTo(18);
    store.getState().pause();
    await settle();
    expect(streamEvents.report).toHaveBeenLastCalledWith(started, 15_000);
  });

  it('a seek through the store is not counted either', async () => {
    const element = await playFirst();
    element.playTo(2);
    store.getState().seek(5);
    element.tick(5.2);
    element.playTo(6);
    expect(engine.reporter.heardMs).toBe(3_000);
  });

  it('reports on track change and at the end', async () => {
    const element = await playFirst();
    element.playTo(4);
    store.getState().next();
    await settle();
    expect(streamEvents.report).toHaveBeenLastCalledWith(started, 4_000);

    const second = elements.find((candidate) => candidate !== element) as FakeAudio;
    second.ready(20);
    second.startPlaying();
    await settle();
    expect(streamEvents.start).toHaveBeenCalledTimes(2);
    second.playTo(19.9);
    second.finish();
    await settle();
    expect(streamEvents.report).toHaveBeenLastCalledWith(started, 20_000);
  });

  it('sends a beacon when the page is hidden', async () => {
    const element = await playFirst();
    element.playTo(3);
    element.currentTime = 3.5;
    window.dispatchEvent(new Event('pagehide'));
    expect(streamEvents.beacon).toHaveBeenCalledWith(started, 3_500);
  });

  it('a refused start (signed out) reports nothing', async () => {
    streamEvents.start.mockRejectedValueOnce(new Error('401'));
    const element = await playFirst();
    element.tick(5);
    store.getState().pause();
    await settle();
    expect(streamEvents.report).not.toHaveBeenCalled();
  });
});

describe('listening to learn', () => {
  it('plays at the chosen speed, at the voice’s own pitch, on both elements', async () => {
    const element = await playFirst();
    store.getState().setSpeed(1.5);
    for (const audio of elements) {
      expect(audio.playbackRate).toBe(1.5);
      expect(audio.defaultPlaybackRate).toBe(1.5);
      expect(audio.preservesPitch).toBe(true);
    }
    expect(element.playbackRate).toBe(1.5);
  });

  it("the sleep timer's fade multiplies the listener's volume, never replaces it", async () => {
    const element = await playFirst();
    store.getState().setVolume(0.8);
    store.setState({ fade: 0.5 });
    expect(element.volume).toBeCloseTo(0.4);
    store.setState({ fade: 1 });
    expect(element.volume).toBeCloseTo(0.8);
    expect(store.getState().player.volume).toBeCloseTo(0.8);
  });

  it('a pause between repetitions silences the element without dropping the play intent', async () => {
    const element = await playFirst();
    store.getState().startPractice({
      kind: 'ab',
      a: 10,
      b: 12,
      times: 3,
      pause: { kind: 'fixed', seconds: 2 },
      then: 'stop',
    });
    expect(element.currentTime).toBe(10);
    element.startPlaying();
    element.playTo(12);
    expect(element.paused).toBe(true);
    expect(element.currentTime).toBe(10);
    // The engine paused it: the pause is not the listener's.
    expect(store.getState().playIntent).toBe(true);
    store.setState((state) => ({
      practice: state.practice && { ...state.practice, pausedUntilMs: null },
    }));
    expect(element.paused).toBe(false);
  });

  it('a loop over the end of the track goes back instead of moving on, in the same listen', async () => {
    const element = await playFirst();
    store.getState().startPractice({
      kind: 'ab',
      a: 95,
      b: 100,
      times: 2,
      pause: { kind: 'none' },
      then: 'continue',
    });
    element.startPlaying();
    element.playTo(99.9);
    element.finish();
    await settle();
    expect(store.getState().player.currentTrack?.title).toBe('Track 1');
    expect(element.currentTime).toBe(95);
    expect(element.playCalls).toBeGreaterThan(1);
    // Not a new play of the track: the listen goes on, its heard time kept.
    element.startPlaying();
    element.playTo(97);
    expect(streamEvents.start).toHaveBeenCalledTimes(1);
    expect(engine.reporter.heardMs).toBe(7_000);
  });

  it('a track played from a moment starts there once its metadata is in', async () => {
    await playFirst();
    store.getState().playTrack(makeTrack(7), { startAt: 42 });
    await settle();
    const element = elements.find((audio) => audio.src.includes(makeTrack(7).id)) as FakeAudio;
    element.ready(100);
    expect(element.currentTime).toBe(42);
  });
});
