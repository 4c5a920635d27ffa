import type { StreamQuality, StreamUrl } from '@sada/contracts/streaming';
import {
  AUDIO_ERROR_MESSAGE,
  currentItem,
  LOAD_TRACK_ERROR_MESSAGE,
  next,
  PLAY_ERROR_MESSAGE,
  type QueueItem,
} from '@sada/player-core';

import { streamEventsApi, type StreamEventsApi } from '../api/stream-events';
import { getStreamUrl } from '../api/stream-url';
import type { PlayerStore, PlayerStoreState } from '../state/player-store';
import type { PlayerTrack } from '../state/player-track';
import {
  type AudioElementLike,
  defaultCreateAudio,
  HAVE_FUTURE_DATA,
  HAVE_METADATA,
  type MediaEventType,
  mediaEvents,
} from './audio-element';
import { SignedUrls, streamKey } from './signed-urls';
import { StreamReporter } from './stream-reporter';

export interface AudioEngineOptions {
  store: PlayerStore;
  createAudio?: () => AudioElementLike;
  getStreamUrl?: (trackId: string, quality: StreamQuality) => Promise<StreamUrl>;
  streamEvents?: StreamEventsApi;
  /** Shows a failure to the listener (a toast); the store already holds it for the bar. */
  onError?: (message: string) => void;
  now?: () => number;
}

interface Source {
  itemId: string;
  trackId: string;
  quality: StreamQuality;
  url: StreamUrl | null;
}

/**
 * Drives the audio from the player store, outside React: loads the current item's signed URL,
 * follows the play intent, seeks, volume, and feeds the element's events back to the store.
 * A second element preloads the next item so that it starts at once.
 */
export class AudioEngine {
  private readonly store: PlayerStore;
  private readonly urls: SignedUrls;
  private readonly onError: (message: string) => void;
  readonly reporter: StreamReporter;

  private active: AudioElementLike;
  private standby: AudioElementLike;
  private current: Source | null = null;
  private preloaded: { key: string; url: StreamUrl } | null = null;
  private loadToken = 0;
  private preloadToken = 0;
  /** Where to start once the metadata is in (a restored position, or a reload). */
  private startAt: number | null = null;
  private appliedSeekId: number | null = null;
  private retried = false;
  private failedItemId: string | null = null;
  /** The same item gets a new source; the element's pause then is not the listener's. */
  private reloading = false;
  /** The engine paused the active element itself; its pause event is not the listener's. */
  private selfPaused = false;
  private selfPlayed = false;
  private disposers: (() => void)[] = [];

  constructor(options: AudioEngineOptions) {
    this.store = options.store;
    this.onError = options.onError ?? (() => undefined);
    this.urls = new SignedUrls(options.getStreamUrl ?? getStreamUrl, options.now ?? Date.now);
    this.reporter = new StreamReporter(options.streamEvents ?? streamEventsApi);
    const createAudio = options.createAudio ?? defaultCreateAudio;
    this.active = createAudio();
    this.standby = createAudio();
    this.standby.preload = 'auto';
  }

  /** Starts following the store; returns the function that stops it. */
  start(): () => void {
    for (const element of [this.active, this.standby]) {
      for (const type of mediaEvents) {
        const handler = (event: Event) => this.handleMediaEvent(element, type, event);
        element.addEventListener(type, handler);
        this.disposers.push(() => element.removeEventListener(type, handler));
      }
    }
    const state = this.store.getState();
    this.appliedSeekId = state.seekRequest?.id ?? null;
    this.applyVolume(state);
    const item = currentItem(state.queue);
    if (item) void this.load(item, state.player.currentTime);
    this.disposers.push(this.store.subscribe((next, prev) => this.sync(next, prev)));

    const handleHide = () => this.reporter.pageHidden(this.active.currentTime);
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') handleHide();
    };
    window.addEventListener('pagehide', handleHide);
    document.addEventListener('visibilitychange', handleVisibility);
    this.disposers.push(() => {
      window.removeEventListener('pagehide', handleHide);
      document.removeEventListener('visibilitychange', handleVisibility);
    });

    return () => {
      for (const dispose of this.disposers.splice(0)) dispose();
      this.unload();
      this.active.remove();
      this.standby.remove();
    };
  }

  private sync(state: PlayerStoreState, prev: PlayerStoreState): void {
    if (state.player.volume !== prev.player.volume || state.muted !== prev.muted) {
      this.applyVolume(state);
    }
    const item = currentItem(state.queue);
    if (!item) {
      if (this.current) this.unload();
      return;
    }
    if (item.id !== this.current?.itemId) {
      void this.load(item, 0);
      return;
    }
    if (state.quality !== prev.quality) {
      void this.reload(this.positionNow(), false);
      return;
    }
    if (state.playIntent && !prev.playIntent && this.failedItemId === item.id) {
      void this.reload(this.positionNow(), true);
      return;
    }
    const seek = state.seekRequest;
    if (seek && seek.id !== this.appliedSeekId) this.applySeek(seek.time, seek.id);
    this.reconcilePlayback();
    if (state.queue !== prev.queue) void this.preloadNext();
  }

  private applyVolume(state: PlayerStoreState): void {
    this.active.volume = state.player.volume;
    this.active.muted = state.muted;
    this.standby.volume = state.player.volume;
    this.standby.muted = state.muted;
  }

  private positionNow(): number {
    return this.startAt ?? this.active.currentTime;
  }

  private pauseElement(element: AudioElementLike): void {
    if (element.paused) return;
    if (element === this.active) this.selfPaused = true;
    element.pause();
  }

  private clearSource(element: AudioElementLike): void {
    this.pauseElement(element);
    if (element.getAttribute('src') !== null) {
      element.removeAttribute('src');
      element.load();
    }
  }

  private unload(): void {
    this.loadToken += 1;
    this.preloadToken += 1;
    this.reporter.finish(this.active.currentTime);
    this.clearSource(this.active);
    this.clearSource(this.standby);
    this.current = null;
    this.preloaded = null;
    this.startAt = null;
    this.failedItemId = null;
  }

  private async load(item: QueueItem<PlayerTrack>, startAt: number): Promise<void> {
    const token = ++this.loadToken;
    const { quality } = this.store.getState();
    this.reporter.finish(this.active.currentTime);
    this.current = { itemId: item.id, trackId: item.track.id, quality, url: null };
    this.startAt = startAt > 0 ? startAt : null;
    this.retried = false;
    this.failedItemId = null;
    this.reloading = false;
    this.selfPaused = false;
    this.selfPlayed = false;
    this.appliedSeekId = this.store.getState().seekRequest?.id ?? this.appliedSeekId;

    const preloaded = this.preloaded;
    if (preloaded?.key === streamKey(item.track.id, quality) && this.urls.isFresh(preloaded.url)) {
      this.swapToStandby(preloaded.url);
      return;
    }

    this.clearSource(this.active);
    let url: StreamUrl;
    try {
      url = await this.urls.get(item.track.id, quality, false);
    } catch {
      if (token !== this.loadToken) return;
      this.fail(LOAD_TRACK_ERROR_MESSAGE, 'loadFailed');
      return;
    }
    if (token !== this.loadToken) return;
    this.setSource(url);
  }

  /** The next item is already buffering in the standby element: it becomes the active one. */
  private swapToStandby(url: StreamUrl): void {
    const previous = this.active;
    this.active = this.standby;
    this.standby = previous;
    this.preloaded = null;
    this.clearSource(previous);
    // Keep the playing element first in the document.
    previous.parentNode?.appendChild(previous as never);
    if (this.current) this.current.url = url;
    this.reportStream(url);
    if (this.active.currentTime !== 0) this.active.currentTime = 0;
    if (this.active.readyState >= HAVE_METADATA) this.handleMetadata();
    if (this.active.readyState >= HAVE_FUTURE_DATA)
      this.store.getState().dispatch({ type: 'canPlay' });
    this.reconcilePlayback();
    void this.preloadNext();
  }

  /** Tells the store which file plays, so that the quality shown is the one heard. */
  private reportStream(url: StreamUrl): void {
    if (!this.current) return;
    this.store.getState().setStream({
      itemId: this.current.itemId,
      bitrateKbps: url.bitrateKbps,
      qualities: url.qualities,
    });
  }

  private setSource(url: StreamUrl): void {
    if (!this.current) return;
    this.current.url = url;
    this.reportStream(url);
    this.active.preload = 'auto';
    this.active.src = url.url;
    this.store.getState().markLoading();
    this.reconcilePlayback();
  }

  /** The same item from a new URL (quality change, expiry, failed media), at `position`. */
  private async reload(position: number, fresh: boolean): Promise<void> {
    const source = this.current;
    if (!source) return;
    const token = ++this.loadToken;
    const { quality } = this.store.getState();
    this.reporter.hold(this.active.currentTime);
    this.reloading = true;
    this.failedItemId = null;
    this.startAt = position > 0 ? position : null;
    source.quality = quality;
    source.url = null;
    this.store.getState().markLoading();
    let url: StreamUrl;
    try {
      url = await this.urls.get(source.trackId, quality, fresh);
    } catch {
      if (token !== this.loadToken) return;
      this.reloading = false;
      this.fail(LOAD_TRACK_ERROR_MESSAGE, 'loadFailed');
      return;
    }
    if (token !== this.loadToken) return;
    this.setSource(url);
  }

  private fail(message: string, type: 'loadFailed' | 'audioError' | 'playRejected'): void {
    // Pressing Play again after a failed load tries the source again.
    if (type !== 'playRejected') this.failedItemId = this.current?.itemId ?? null;
    this.store.getState().dispatch({ type });
    this.onError(message);
  }

  private reconcilePlayback(): void {
    const url = this.current?.url;
    if (!url) return;
    const { playIntent } = this.store.getState();
    if (playIntent && this.active.paused) {
      if (!this.urls.isFresh(url)) {
        void this.reload(this.positionNow(), true);
        return;
      }
      const token = this.loadToken;
      this.selfPlayed = true;
      this.active.play().catch((error: unknown) => {
        // Switching tracks aborts a pending play(); that is not a failure.
        if (token !== this.loadToken) return;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        this.fail(PLAY_ERROR_MESSAGE, 'playRejected');
      });
    } else if (!playIntent) {
      this.pauseElement(this.active);
    }
  }

  private applySeek(time: number, id: number): void {
    this.appliedSeekId = id;
    if (!this.current?.url || this.active.readyState < HAVE_METADATA) {
      this.startAt = time;
      return;
    }
    this.reporter.seek(time);
    this.active.currentTime = time;
  }

  private async preloadNext(): Promise<void> {
    const state = this.store.getState();
    const current = currentItem(state.queue);
    const upcoming = next(state.queue).item;
    if (!current || !upcoming || upcoming.id === current.id || !this.current?.url) return;
    const key = streamKey(upcoming.track.id, state.quality);
    if (this.preloaded?.key === key && this.urls.isFresh(this.preloaded.url)) return;
    if (key === streamKey(this.current.trackId, this.current.quality)) return;
    const token = ++this.preloadToken;
    let url: StreamUrl;
    try {
      url = await this.urls.get(upcoming.track.id, state.quality, false);
    } catch {
      return;
    }
    if (token !== this.preloadToken) return;
    this.preloaded = { key, url };
    this.standby.preload = 'auto';
    this.standby.src = url.url;
  }

  private handleMetadata(): void {
    const { dispatch } = this.store.getState();
    dispatch({ type: 'metadataLoaded', duration: this.active.duration });
    if (this.startAt !== null) {
      const start = Math.min(
        this.startAt,
        Number.isFinite(this.active.duration) ? this.active.duration : Infinity,
      );
      this.startAt = null;
      this.reporter.seek(start);
      this.active.currentTime = start;
    }
    dispatch({ type: 'timeUpdate', currentTime: this.active.currentTime });
  }

  private handleMediaEvent(element: AudioElementLike, type: MediaEventType, _event: Event): void {
    if (element !== this.active) {
      // A preload that failed is simply dropped.
      if (type === 'error' && element === this.standby) this.preloaded = null;
      return;
    }
    const state = this.store.getState();
    const trackId = this.current?.trackId;
    switch (type) {
      case 'loadedmetadata':
        this.reloading = false;
        this.handleMetadata();
        break;
      case 'durationchange':
        if (Number.isFinite(element.duration) && element.duration > 0) {
          state.dispatch({ type: 'metadataLoaded', duration: element.duration });
        }
        break;
      case 'canplay':
        state.dispatch({ type: 'canPlay' });
        // The current track is ready: now the next one may use the network.
        void this.preloadNext();
        break;
      case 'waiting':
        state.markLoading();
        break;
      case 'play': {
        const external = !this.selfPlayed;
        this.selfPlayed = false;
        state.dispatch({ type: 'play' });
        // Started from outside (the system's media controls): the intent follows.
        if (external && !state.playIntent) state.play();
        break;
      }
      case 'playing':
        state.dispatch({ type: 'canPlay' });
        if (trackId) this.reporter.playing(trackId, element.currentTime, this.current?.url?.url);
        break;
      case 'pause': {
        const external = !this.selfPaused && !this.reloading && !element.ended;
        this.selfPaused = false;
        state.dispatch({ type: 'pause' });
        this.reporter.paused(element.currentTime);
        // Paused from outside (the system, a headset unplugged): the intent follows.
        if (external && state.playIntent) state.pause();
        break;
      }
      case 'timeupdate':
        if (this.startAt !== null) break;
        state.dispatch({ type: 'timeUpdate', currentTime: element.currentTime });
        if (!element.seeking) this.reporter.progress(element.currentTime);
        break;
      case 'seeking':
        this.reporter.seek(element.currentTime);
        break;
      case 'ended':
        this.reporter.finish(
          Number.isFinite(element.duration) ? element.duration : element.currentTime,
        );
        state.handleEnded();
        break;
      case 'error':
        this.handleError();
        break;
    }
  }

  /** A failed source is tried once more with a fresh URL (it may have expired), then reported. */
  private handleError(): void {
    if (!this.current?.url) return;
    if (!this.retried) {
      this.retried = true;
      void this.reload(this.store.getState().player.currentTime, true);
      return;
    }
    this.reloading = false;
    this.fail(AUDIO_ERROR_MESSAGE, 'audioError');
  }
}
