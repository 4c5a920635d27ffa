import { streamingErrorCodes, type StreamQuality, type StreamUrl } from '@sada/contracts/streaming';
import {
  AUDIO_ERROR_MESSAGE,
  currentItem,
  LOAD_TRACK_ERROR_MESSAGE,
  next,
  PLAY_ERROR_MESSAGE,
  type QueueItem,
} from '@sada/player-core';

import { ApiError } from '../../lib/api';
import { streamEventsApi, type StreamEventsApi } from '../api/stream-events';
import { getStreamUrl } from '../api/stream-url';
import { isPracticePause } from '../state/listening-aids';
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
import {
  type AudioEngineState,
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

/**
 * Drives the audio from the player store, outside React: loads the current item's signed URL,
 * follows the play intent, seeks, volume, and feeds the element's events back to the store.
 * A second element preloads the next item so that it starts at once. What it knows between
 * events is one AudioEngineState, changed only through the transitions of audio-engine-state.ts.
 */
export class AudioEngine {
  private readonly store: PlayerStore;
  private readonly urls: SignedUrls;
  private readonly onError: (message: string) => void;
  readonly reporter: StreamReporter;

  private active: AudioElementLike;
  private standby: AudioElementLike;
  private state: AudioEngineState = initialEngineState(null);
  private disposers: (() => void)[] = [];
  /** Tracks skipped in a row as outside the listener's rule; a queue of only those stops. */
  private outsideRuleSkips = 0;

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
    this.state = initialEngineState(state.seekRequest?.id ?? null);
    this.applyVolume(state);
    this.applySpeed(state.speed);
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
    if (
      state.player.volume !== prev.player.volume ||
      state.muted !== prev.muted ||
      state.fade !== prev.fade
    ) {
      this.applyVolume(state);
    }
    if (state.speed !== prev.speed) this.applySpeed(state.speed);
    const item = currentItem(state.queue);
    const source = sourceOf(this.state);
    if (!item) {
      if (source) this.unload();
      return;
    }
    if (item.id !== source?.itemId) {
      // A track started at a moment (a line of its text, a link) comes with its seek.
      const seek = state.seekRequest;
      void this.load(item, seek && seek.id !== this.state.appliedSeekId ? seek.time : 0);
      return;
    }
    if (state.quality !== prev.quality) {
      void this.reload(this.positionNow(), false);
      return;
    }
    if (state.playIntent && !prev.playIntent && this.state.phase.name === 'failed') {
      void this.reload(this.positionNow(), true);
      return;
    }
    const seek = state.seekRequest;
    if (seek && seek.id !== this.state.appliedSeekId) this.applySeek(seek.time, seek.id);
    this.reconcilePlayback();
    if (state.queue !== prev.queue) void this.preloadNext();
  }

  /** The listener's volume, times the sleep timer's fade (which never replaces it). */
  private applyVolume(state: PlayerStoreState): void {
    const volume = state.player.volume * state.fade;
    this.active.volume = volume;
    this.active.muted = state.muted;
    this.standby.volume = volume;
    this.standby.muted = state.muted;
  }

  /** The speed, at the voice's own pitch; the default rate too, which a new source starts at. */
  private applySpeed(speed: number): void {
    for (const element of [this.active, this.standby]) {
      element.preservesPitch = true;
      element.defaultPlaybackRate = speed;
      element.playbackRate = speed;
    }
  }

  private positionNow(): number {
    return this.state.startAt ?? this.active.currentTime;
  }

  private pauseElement(element: AudioElementLike): void {
    if (element.paused) return;
    if (element === this.active) this.state = selfPaused(this.state);
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
    this.reporter.finish(this.active.currentTime);
    this.clearSource(this.active);
    this.clearSource(this.standby);
    this.state = unloaded(this.state);
  }

  private async load(item: QueueItem<PlayerTrack>, startAt: number): Promise<void> {
    const { quality, seekRequest } = this.store.getState();
    this.reporter.finish(this.active.currentTime);
    const source = { itemId: item.id, trackId: item.track.id, quality };
    this.state = loadStarted(this.state, source, startAt, seekRequest?.id ?? null);
    const token = this.state.loadToken;

    const { preloaded } = this.state;
    if (preloaded?.key === streamKey(item.track.id, quality) && this.urls.isFresh(preloaded.url)) {
      this.swapToStandby(preloaded.url);
      return;
    }

    this.clearSource(this.active);
    let url: StreamUrl;
    try {
      url = await this.urls.get(item.track.id, quality, false);
    } catch (error) {
      this.failRequest(token, error);
      return;
    }
    this.setSource(token, url);
  }

  /** The next item is already buffering in the standby element: it becomes the active one. */
  private swapToStandby(url: StreamUrl): void {
    const previous = this.active;
    this.active = this.standby;
    this.standby = previous;
    this.state = swappedToPreloaded(this.state, url);
    this.clearSource(previous);
    // Keep the playing element first in the document.
    previous.parentNode?.appendChild(previous as never);
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
    const source = sourceOf(this.state);
    if (!source) return;
    this.store.getState().setStream({
      itemId: source.itemId,
      bitrateKbps: url.bitrateKbps,
      qualities: url.qualities,
    });
  }

  /** The URL asked for by the load or reload numbered `token` came back. */
  private setSource(token: number, url: StreamUrl): void {
    const before = this.state;
    this.state = urlReceived(before, token, url);
    if (this.state === before) return;
    this.outsideRuleSkips = 0;
    this.reportStream(url);
    this.active.preload = 'auto';
    this.active.src = url.url;
    this.store.getState().markLoading();
    this.reconcilePlayback();
  }

  /** The same item from a new URL (quality change, expiry, failed media), at `position`. */
  private async reload(position: number, fresh: boolean): Promise<void> {
    const source = sourceOf(this.state);
    if (!source) return;
    const { quality } = this.store.getState();
    this.reporter.hold(this.active.currentTime);
    this.state = reloadStarted(this.state, position, quality);
    const token = this.state.loadToken;
    this.store.getState().markLoading();
    let url: StreamUrl;
    try {
      url = await this.urls.get(source.trackId, quality, fresh);
    } catch (error) {
      this.failRequest(token, error);
      return;
    }
    this.setSource(token, url);
  }

  /** The URL request of the load or reload numbered `token` failed; Play tries it again. */
  private failRequest(token: number, error: unknown): void {
    const before = this.state;
    this.state = urlFailed(before, token);
    if (this.state === before) return;
    if (error instanceof ApiError && error.code === streamingErrorCodes.outsideRule) {
      this.skipOutsideRule(error.message);
      return;
    }
    this.fail(LOAD_TRACK_ERROR_MESSAGE, 'loadFailed');
  }

  /**
   * The track is outside what the listener chose to hear (decision 014): they are told so, in the
   * server's words (already in the interface language), and a playing queue moves on to its next
   * track; without one, or once every track has been tried, the player stops on the reason.
   */
  private skipOutsideRule(reason: string): void {
    const state = this.store.getState();
    const upcoming = next(state.queue).item;
    this.onError(reason);
    const canSkip =
      state.playIntent &&
      upcoming !== null &&
      upcoming.id !== currentItem(state.queue)?.id &&
      this.outsideRuleSkips < state.queue.items.length;
    if (canSkip) {
      this.outsideRuleSkips += 1;
      state.next();
      return;
    }
    this.outsideRuleSkips = 0;
    state.dispatch({ type: 'loadFailed' });
    this.store.setState((current) => ({ player: { ...current.player, error: reason } }));
  }

  private fail(message: string, type: 'loadFailed' | 'audioError' | 'playRejected'): void {
    this.store.getState().dispatch({ type });
    this.onError(message);
  }

  private reconcilePlayback(): void {
    const url = urlOf(this.state);
    if (!url) return;
    const { playIntent: wanted, practice } = this.store.getState();
    // A pause between repetitions is silent though the listener still wants sound.
    const playIntent = wanted && !isPracticePause(practice);
    if (playIntent && this.active.paused) {
      if (!this.urls.isFresh(url)) {
        void this.reload(this.positionNow(), true);
        return;
      }
      const token = this.state.loadToken;
      this.state = selfPlayed(this.state);
      this.active.play().catch((error: unknown) => {
        // Switching tracks aborts a pending play(); that is not a failure.
        if (token !== this.state.loadToken) return;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        this.fail(PLAY_ERROR_MESSAGE, 'playRejected');
      });
    } else if (!playIntent) {
      this.pauseElement(this.active);
    }
  }

  private applySeek(time: number, id: number): void {
    const canSeek = urlOf(this.state) !== null && this.active.readyState >= HAVE_METADATA;
    this.state = seekRequested(this.state, id, time, canSeek);
    if (!canSeek) return;
    this.reporter.seek(time);
    this.active.currentTime = time;
  }

  private async preloadNext(): Promise<void> {
    const state = this.store.getState();
    const current = currentItem(state.queue);
    const upcoming = next(state.queue).item;
    const source = sourceOf(this.state);
    if (!current || !upcoming || upcoming.id === current.id || !source || !urlOf(this.state)) {
      return;
    }
    const key = streamKey(upcoming.track.id, state.quality);
    const { preloaded } = this.state;
    if (preloaded?.key === key && this.urls.isFresh(preloaded.url)) return;
    if (key === streamKey(source.trackId, source.quality)) return;
    this.state = preloadStarted(this.state);
    const token = this.state.preloadToken;
    let url: StreamUrl;
    try {
      url = await this.urls.get(upcoming.track.id, state.quality, false);
    } catch {
      return;
    }
    const before = this.state;
    this.state = preloadReceived(before, token, { key, url });
    if (this.state === before) return;
    this.standby.preload = 'auto';
    this.standby.src = url.url;
  }

  private handleMetadata(): void {
    const { dispatch } = this.store.getState();
    dispatch({ type: 'metadataLoaded', duration: this.active.duration });
    const { startAt } = this.state;
    if (startAt !== null) {
      this.state = startPositionUsed(this.state);
      const start = Math.min(
        startAt,
        Number.isFinite(this.active.duration) ? this.active.duration : Infinity,
      );
      this.reporter.seek(start);
      this.active.currentTime = start;
    }
    dispatch({ type: 'timeUpdate', currentTime: this.active.currentTime });
  }

  private handleMediaEvent(element: AudioElementLike, type: MediaEventType, _event: Event): void {
    if (element !== this.active) {
      // A preload that failed is simply dropped.
      if (type === 'error' && element === this.standby) this.state = preloadDropped(this.state);
      return;
    }
    const state = this.store.getState();
    const trackId = sourceOf(this.state)?.trackId;
    switch (type) {
      case 'loadedmetadata':
        this.state = metadataLoaded(this.state);
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
        const external = isExternalPlay(this.state);
        this.state = playSeen(this.state);
        state.dispatch({ type: 'play' });
        // Started from outside (the system's media controls): the intent follows.
        if (external && !state.playIntent) state.play();
        break;
      }
      case 'playing':
        state.dispatch({ type: 'canPlay' });
        if (trackId) this.reporter.playing(trackId, element.currentTime, urlOf(this.state)?.url);
        break;
      case 'pause': {
        const external = isExternalPause(this.state, element.ended);
        this.state = pauseSeen(this.state);
        state.dispatch({ type: 'pause' });
        this.reporter.paused(element.currentTime);
        // Paused from outside (the system, a headset unplugged): the intent follows.
        if (external && state.playIntent) state.pause();
        break;
      }
      case 'timeupdate':
        if (this.state.startAt !== null) break;
        state.dispatch({ type: 'timeUpdate', currentTime: element.currentTime });
        if (!element.seeking) this.reporter.progress(element.currentTime);
        break;
      case 'seeking':
        this.reporter.seek(element.currentTime);
        break;
      case 'ended':
        // A repeat that goes back over the track's end goes on with the same listen.
        if (!state.practice) {
          this.reporter.finish(
            Number.isFinite(element.duration) ? element.duration : element.currentTime,
          );
        }
        state.handleEnded();
        break;
      case 'error':
        this.handleError();
        break;
    }
  }

  /** A failed source is tried once more with a fresh URL (it may have expired), then reported. */
  private handleError(): void {
    if (!urlOf(this.state)) return;
    const retry = mediaRetried(this.state);
    if (retry !== this.state) {
      this.state = retry;
      void this.reload(this.store.getState().player.currentTime, true);
      return;
    }
    this.state = mediaFailed(this.state);
    this.fail(AUDIO_ERROR_MESSAGE, 'audioError');
  }
}
