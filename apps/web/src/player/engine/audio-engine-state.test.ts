import type { StreamUrl } from '@sada/contracts/streaming';
import { describe, expect, it } from 'vitest';

import {
  type AudioEngineState,
  type EngineSource,
  initialEngineState,
  isExternalPause,
  isExternalPlay,
  loadStarted,
  mediaFailed,
  mediaRetried,
  metadataLoaded,
  pauseSeen,
  playSeen,
  preloadDropped,
  preloadReceived,
  preloadStarted,
  reloadStarted,
  seekRequested,
  selfPaused,
  selfPlayed,
  sourceOf,
  startPositionUsed,
  swappedToPreloaded,
  unloaded,
  urlFailed,
  urlOf,
  urlReceived,
} from './audio-engine-state';

function url(name: string): StreamUrl {
  return {
    url: `https://media.test/${name}`,
    expiresAt: '2030-01-01T00:00:00.000Z',
    mimeType: 'audio/mpeg',
    bitrateKbps: 320,
    qualities: [320],
  };
}

const first: EngineSource = { itemId: 'item-1', trackId: 'track-1', quality: 320 };
const second: EngineSource = { itemId: 'item-2', trackId: 'track-2', quality: 320 };

/** Frozen, so that a transition that changed its input instead of copying it would throw. */
function frozen(state: AudioEngineState): AudioEngineState {
  return Object.freeze(state);
}

const idle = frozen(initialEngineState(null));
const loading = frozen(loadStarted(idle, first, 0, null));
const ready = frozen(urlReceived(loading, loading.loadToken, url('first')));
const reloading = frozen(reloadStarted(ready, 30, 128));
const reloadingWithUrl = frozen(urlReceived(reloading, reloading.loadToken, url('first-128')));
const failedLoad = frozen(urlFailed(loading, loading.loadToken));
const retried = frozen(mediaRetried(ready));
const failedMedia = frozen(mediaFailed(retried));

describe('the phases', () => {
  it('starts idle, with nothing to play and no URL', () => {
    expect(idle.phase).toEqual({ name: 'idle' });
    expect(sourceOf(idle)).toBeNull();
    expect(urlOf(idle)).toBeNull();
    expect(idle.appliedSeekId).toBeNull();
    expect(initialEngineState(7).appliedSeekId).toBe(7);
  });

  it('each phase but idle knows its item; only those past loading have a URL', () => {
    expect(sourceOf(loading)).toEqual(first);
    expect(urlOf(loading)).toBeNull();
    expect(urlOf(ready)).toEqual(url('first'));
    expect(urlOf(reloading)).toBeNull();
    expect(urlOf(reloadingWithUrl)).toEqual(url('first-128'));
    expect(urlOf(failedLoad)).toBeNull();
    expect(urlOf(failedMedia)).toEqual(url('first'));
  });
});

describe('loading an item', () => {
  it('a new item waits for its URL, from wherever the engine was', () => {
    for (const from of [idle, ready, reloadingWithUrl, failedLoad, failedMedia]) {
      const next = loadStarted(from, second, 0, null);
      expect(next.phase).toEqual({ name: 'loading', source: second });
      expect(next.loadToken).toBe(from.loadToken + 1);
    }
  });

  it('forgets what belonged to the item before: retry, start position, own pause and play', () => {
    const busy = frozen(selfPlayed(selfPaused(seekRequested(failedMedia, 4, 80, false))));
    const next = loadStarted(busy, second, 0, null);
    expect(next.retried).toBe(false);
    expect(next.startAt).toBeNull();
    expect(next.selfPaused).toBe(false);
    expect(next.selfPlayed).toBe(false);
    // The seek request that brought it is not applied to the new item.
    expect(loadStarted(busy, second, 0, 9).appliedSeekId).toBe(9);
    expect(next.appliedSeekId).toBe(4);
  });

  it('keeps a restored position to start at; zero means the start', () => {
    expect(loadStarted(idle, first, 42, null).startAt).toBe(42);
    expect(loadStarted(idle, first, 0, null).startAt).toBeNull();
  });

  it('the URL that comes back makes it ready', () => {
    expect(ready.phase).toEqual({ name: 'ready', source: first, url: url('first') });
  });

  it('the URL of an earlier request is dropped', () => {
    const moved = frozen(loadStarted(loading, second, 0, null));
    expect(urlReceived(moved, loading.loadToken, url('first'))).toBe(moved);
    expect(urlFailed(moved, loading.loadToken)).toBe(moved);
  });

  it('a URL is taken only while one is awaited', () => {
    for (const from of [idle, ready, failedLoad, failedMedia]) {
      expect(urlReceived(from, from.loadToken, url('late'))).toBe(from);
      expect(urlFailed(from, from.loadToken)).toBe(from);
    }
  });

  it('a failed request leaves the item failed, without a URL', () => {
    expect(failedLoad.phase).toEqual({ name: 'failed', source: first, url: null });
  });

  it('the preloaded item is ready at once and its preload used up', () => {
    const preloaded = frozen(
      preloadReceived(preloadStarted(ready), ready.preloadToken + 1, {
        key: 'track-2@320',
        url: url('second'),
      }),
    );
    const next = swappedToPreloaded(loadStarted(preloaded, second, 0, null), url('second'));
    expect(next.phase).toEqual({ name: 'ready', source: second, url: url('second') });
    expect(next.preloaded).toBeNull();
  });

  it('only an item being loaded can take the preloaded one', () => {
    for (const from of [idle, ready, reloading, failedLoad]) {
      expect(swappedToPreloaded(from, url('second'))).toBe(from);
    }
  });
});

describe('reloading the same item', () => {
  it('asks for a new URL at the new quality and starts where it was', () => {
    expect(reloading.phase).toEqual({
      name: 'reloading',
      source: { ...first, quality: 128 },
      url: null,
    });
    expect(reloading.loadToken).toBe(ready.loadToken + 1);
    expect(reloading.startAt).toBe(30);
    expect(reloadStarted(ready, 0, 320).startAt).toBeNull();
  });

  it('works from every phase that has an item, and a failed one is tried again', () => {
    for (const from of [loading, ready, reloadingWithUrl, failedLoad, failedMedia]) {
      expect(reloadStarted(from, 0, 320).phase.name).toBe('reloading');
    }
  });

  it('there is nothing to reload when idle', () => {
    expect(reloadStarted(idle, 10, 320)).toBe(idle);
  });

  it('stays reloading with its new URL until the metadata is in', () => {
    expect(reloadingWithUrl.phase).toEqual({
      name: 'reloading',
      source: { ...first, quality: 128 },
      url: url('first-128'),
    });
    const done = metadataLoaded(reloadingWithUrl);
    expect(done.phase).toEqual({
      name: 'ready',
      source: { ...first, quality: 128 },
      url: url('first-128'),
    });
    // The position to start at is used by the engine once it has read it.
    expect(done.startAt).toBe(30);
  });

  it('metadata before the new URL (the old source) ends the reload, still waiting for the URL', () => {
    expect(metadataLoaded(reloading).phase).toEqual({
      name: 'loading',
      source: { ...first, quality: 128 },
    });
  });

  it('a failed request ends the reload as a failure', () => {
    expect(urlFailed(reloading, reloading.loadToken).phase).toEqual({
      name: 'failed',
      source: { ...first, quality: 128 },
      url: null,
    });
  });
});

describe('media errors', () => {
  it('the first is retried once', () => {
    expect(retried.retried).toBe(true);
    expect(retried.phase).toBe(ready.phase);
  });

  it('the second, after the retry, is a failure that keeps its URL', () => {
    expect(failedMedia.phase).toEqual({ name: 'failed', source: first, url: url('first') });
  });

  it('is not retried twice', () => {
    expect(mediaRetried(retried)).toBe(retried);
  });

  it('is not a failure before its retry', () => {
    expect(mediaFailed(ready)).toBe(ready);
  });

  it('means nothing without a URL', () => {
    for (const from of [idle, loading, reloading, failedLoad]) {
      expect(mediaRetried(from)).toBe(from);
      expect(mediaFailed({ ...from, retried: true }).phase).toBe(from.phase);
    }
  });
});

describe('metadata and seeks', () => {
  it('metadata outside a reload changes nothing', () => {
    for (const from of [idle, loading, ready, failedLoad, failedMedia]) {
      expect(metadataLoaded(from)).toBe(from);
    }
  });

  it('the start position is used once', () => {
    const waiting = frozen(loadStarted(idle, first, 42, null));
    const used = startPositionUsed(waiting);
    expect(used.startAt).toBeNull();
    expect(used.phase).toBe(waiting.phase);
    expect(startPositionUsed(used)).toBe(used);
  });

  it('a seek the element can take is only marked applied', () => {
    const next = seekRequested(ready, 3, 50, true);
    expect(next.appliedSeekId).toBe(3);
    expect(next.startAt).toBeNull();
  });

  it('a seek before the metadata becomes the position to start at', () => {
    const next = seekRequested(loading, 3, 50, false);
    expect(next.appliedSeekId).toBe(3);
    expect(next.startAt).toBe(50);
  });
});

describe("the element's own pauses and plays", () => {
  it('a pause the engine asked for is not the listener’s, once', () => {
    const asked = frozen(selfPaused(ready));
    expect(isExternalPause(asked, false)).toBe(false);
    const seen = pauseSeen(asked);
    expect(isExternalPause(seen, false)).toBe(true);
    expect(selfPaused(asked)).toBe(asked);
    expect(pauseSeen(ready)).toBe(ready);
  });

  it('a pause while reloading or at the end of the track is not the listener’s', () => {
    expect(isExternalPause(reloadingWithUrl, false)).toBe(false);
    expect(isExternalPause(ready, true)).toBe(false);
    expect(isExternalPause(ready, false)).toBe(true);
  });

  it('a play the engine asked for is not the listener’s, once', () => {
    const asked = frozen(selfPlayed(ready));
    expect(isExternalPlay(asked)).toBe(false);
    expect(isExternalPlay(playSeen(asked))).toBe(true);
    expect(selfPlayed(asked)).toBe(asked);
    expect(playSeen(ready)).toBe(ready);
  });
});

describe('preloading the next item', () => {
  const next = { key: 'track-2@320', url: url('second') };

  it('keeps the answer to the latest preload', () => {
    const asked = frozen(preloadStarted(ready));
    expect(asked.preloadToken).toBe(ready.preloadToken + 1);
    expect(preloadReceived(asked, asked.preloadToken, next).preloaded).toEqual(next);
  });

  it('drops the answer to an earlier one', () => {
    const asked = frozen(preloadStarted(preloadStarted(ready)));
    expect(preloadReceived(asked, asked.preloadToken - 1, next)).toBe(asked);
  });

  it('a failed standby element drops its preload', () => {
    const loaded = frozen(preloadReceived(preloadStarted(ready), ready.preloadToken + 1, next));
    expect(preloadDropped(loaded).preloaded).toBeNull();
    expect(preloadDropped(ready)).toBe(ready);
  });
});

describe('unloading', () => {
  it('goes idle and makes every pending request stale', () => {
    const asked = frozen(preloadStarted(seekRequested(reloading, 2, 10, false)));
    const next = unloaded(asked);
    expect(next.phase).toEqual({ name: 'idle' });
    expect(next.startAt).toBeNull();
    expect(next.preloaded).toBeNull();
    expect(urlReceived(next, asked.loadToken, url('late'))).toBe(next);
    expect(preloadReceived(next, asked.preloadToken, { key: 'k', url: url('late') })).toBe(next);
  });

  it('still knows that the pause it caused is its own', () => {
    expect(unloaded(selfPaused(ready)).selfPaused).toBe(true);
  });
});
