import type { ListeningPosition } from '@sada/contracts/positions';
import { currentItem } from '@sada/player-core';

import { ApiError } from '../../lib/api';
import { positionsApi, type PositionsApi } from '../api/positions';
import type { PlayerStore, PlayerStoreState } from '../state/player-store';
import type { PlayerTrack } from '../state/player-track';
import {
  isLongForm,
  placeAfterJump,
  placeAfterSave,
  resumePoint,
  type SavedPlace,
  type SaveReason,
  shouldSave,
} from './resume-rules';

export interface PositionSyncOptions {
  store: PlayerStore;
  api?: PositionsApi;
  /** Whether a listener is signed in: a visitor's places are neither asked for nor saved. */
  signedIn: () => Promise<boolean>;
  /** The player moved to the saved place, `seconds` into the track (for a hint). */
  onResumed?: (seconds: number) => void;
  /** A place was saved; `reason` says why (lists of progress may refresh). */
  onSaved?: (reason: SaveReason) => void;
  now?: () => number;
}

/** The current item, and what is known of keeping its place. */
interface Loaded {
  itemId: string;
  track: PlayerTrack;
  /** Started at a chosen moment (a link, a line of text, Continue listening): not moved. */
  chosenStart: boolean;
  /** Where it was when loaded, in ms (a place this device restored, or the chosen moment). */
  fromMs: number;
  signedIn: boolean | null;
  /** Deciding until signed in and long are known (and the saved place asked for); then kept or not. */
  phase: 'deciding' | 'asking' | 'keeping' | 'ignored';
  saved: SavedPlace;
}

function durationMsOf(state: PlayerStoreState, track: PlayerTrack): number | null {
  return state.player.duration > 0 ? state.player.duration * 1000 : track.durationMs;
}

/**
 * Keeps a signed-in listener's place in long tracks on the server, so that they resume where
 * they left off on any device: asks for the saved place when such a track loads (unless it was
 * started at a chosen moment) and moves there, then saves every five seconds of playing, on
 * pause, on seek, when the track changes and when the page is hidden. The rules are in
 * resume-rules.ts; this carries them out against the store.
 */
export class PositionSync {
  private readonly store: PlayerStore;
  private readonly api: PositionsApi;
  private readonly options: PositionSyncOptions;
  private readonly now: () => number;
  private loaded: Loaded | null = null;
  /** The seek requests this made itself (a restored place), which are not the listener's. */
  private readonly ownSeeks = new Set<number>();

  constructor(options: PositionSyncOptions) {
    this.options = options;
    this.store = options.store;
    this.api = options.api ?? positionsApi;
    this.now = options.now ?? Date.now;
  }

  /** Starts following the store; returns the function that stops it. */
  start(): () => void {
    this.load(this.store.getState());
    const unsubscribe = this.store.subscribe((state, prev) => this.sync(state, prev));
    const handleHide = () => this.save(this.store.getState(), null, 'hide');
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') handleHide();
    };
    window.addEventListener('pagehide', handleHide);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', handleHide);
      document.removeEventListener('visibilitychange', handleVisibility);
      this.loaded = null;
    };
  }

  private sync(state: PlayerStoreState, prev: PlayerStoreState): void {
    const item = currentItem(state.queue);
    if (item?.id !== this.loaded?.itemId) {
      // The track that is left is saved where it was last heard.
      this.save(prev, null, 'leave');
      this.load(state);
      return;
    }
    const loaded = this.loaded;
    if (!loaded) return;
    if (loaded.phase === 'deciding') {
      this.decide(loaded);
      return;
    }
    if (loaded.phase !== 'keeping') return;
    const seek = state.seekRequest;
    if (seek && seek.id !== prev.seekRequest?.id && !this.ownSeeks.has(seek.id)) {
      const durationMs = durationMsOf(state, loaded.track);
      const toMs = state.player.currentTime * 1000;
      this.save(state, placeAfterJump(prev.player.currentTime * 1000, toMs, durationMs), 'seek');
    } else if (prev.playIntent && !state.playIntent) {
      this.save(state, null, 'pause');
    } else if (state.player.isPlaying && state.player.currentTime !== prev.player.currentTime) {
      this.save(state, null, 'tick');
    }
  }

  /** A new current item (or none): what is known of keeping its place starts over. */
  private load(state: PlayerStoreState): void {
    this.ownSeeks.clear();
    const item = currentItem(state.queue);
    if (!item) {
      this.loaded = null;
      return;
    }
    const seek = state.seekRequest;
    const loaded: Loaded = {
      itemId: item.id,
      track: item.track,
      chosenStart: seek !== null,
      fromMs: state.player.currentTime * 1000,
      signedIn: null,
      phase: 'deciding',
      saved: { positionMs: 0, played: false, atMs: this.now() },
    };
    this.loaded = loaded;
    void this.options.signedIn().then(
      (signedIn) => {
        loaded.signedIn = signedIn;
        this.decide(loaded);
      },
      () => {
        loaded.signedIn = false;
        this.decide(loaded);
      },
    );
  }

  /** Once both are known, whether the listener is signed in and the track long. */
  private decide(loaded: Loaded): void {
    if (loaded !== this.loaded || loaded.phase !== 'deciding' || loaded.signedIn === null) return;
    if (!loaded.signedIn) {
      loaded.phase = 'ignored';
      return;
    }
    const long = isLongForm(loaded.track, durationMsOf(this.store.getState(), loaded.track));
    if (long === null) return;
    if (!long) {
      loaded.phase = 'ignored';
      return;
    }
    if (loaded.chosenStart) {
      this.keep(loaded, { positionMs: loaded.fromMs, played: false, atMs: this.now() });
      return;
    }
    loaded.phase = 'asking';
    void this.restore(loaded);
  }

  /** Asks for the saved place and moves there, unless the listener has moved meanwhile. */
  private async restore(loaded: Loaded): Promise<void> {
    const seekBefore = this.store.getState().seekRequest?.id ?? null;
    let saved: ListeningPosition | undefined;
    try {
      [saved] = await this.api.get([loaded.track.id]);
    } catch (error) {
      if (loaded !== this.loaded) return;
      if (error instanceof ApiError && error.status === 401) {
        loaded.phase = 'ignored';
        return;
      }
      // Not known: the place heard from now on is kept.
      const positionMs = this.store.getState().player.currentTime * 1000;
      this.keep(loaded, { positionMs, played: false, atMs: this.now() });
      return;
    }
    if (loaded !== this.loaded) return;
    const state = this.store.getState();
    const untouched = (state.seekRequest?.id ?? null) === seekBefore;
    const point = untouched
      ? resumePoint(saved, durationMsOf(state, loaded.track), loaded.fromMs)
      : null;
    const seekId = point === null ? null : state.resumeAt(loaded.itemId, point);
    if (seekId !== null && point !== null) {
      this.ownSeeks.add(seekId);
      this.keep(loaded, { positionMs: point * 1000, played: false, atMs: this.now() });
      this.options.onResumed?.(point);
      return;
    }
    this.keep(
      loaded,
      saved
        ? { positionMs: saved.positionMs, played: saved.played, atMs: this.now() }
        : { positionMs: 0, played: false, atMs: this.now() },
    );
  }

  private keep(loaded: Loaded, saved: SavedPlace): void {
    loaded.saved = saved;
    loaded.phase = 'keeping';
  }

  /** Saves the current item's place (`positionMs`, else where `state` says) if worth it. */
  private save(state: PlayerStoreState, positionMs: number | null, reason: SaveReason): void {
    const loaded = this.loaded;
    if (loaded?.phase !== 'keeping') return;
    const at = positionMs ?? state.player.currentTime * 1000;
    const durationMs = durationMsOf(state, loaded.track);
    const now = this.now();
    if (!shouldSave(loaded.saved, at, durationMs, reason, now)) return;
    loaded.saved = placeAfterSave(at, durationMs, now);
    const keepalive = reason === 'hide';
    this.api.save(loaded.track.id, at, { keepalive }).then(
      () => this.options.onSaved?.(reason),
      (error: unknown) => {
        // Signed out meanwhile: nothing more is saved for this track.
        if (error instanceof ApiError && error.status === 401) loaded.phase = 'ignored';
      },
    );
  }
}
