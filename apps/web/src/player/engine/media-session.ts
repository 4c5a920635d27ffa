import { currentItem } from '@sada/player-core';

import type { PlayerStore, PlayerStoreState } from '../state/player-store';

/** How far the system's seek-backward and seek-forward buttons jump by default. */
const SEEK_STEP_SECONDS = 10;

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/**
 * Tells the operating system (lock screen, headset, media keys) what is playing and lets it
 * drive the player. Returns the function that stops it.
 */
export function startMediaSession(store: PlayerStore): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => undefined;
  const session = navigator.mediaSession;

  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => store.getState().play()],
    ['pause', () => store.getState().pause()],
    ['stop', () => store.getState().pause()],
    ['previoustrack', () => store.getState().previous()],
    ['nexttrack', () => store.getState().next()],
    [
      'seekto',
      (details) => {
        if (typeof details.seekTime === 'number') store.getState().seek(details.seekTime);
      },
    ],
    [
      'seekbackward',
      (details) => {
        const { player, seek } = store.getState();
        seek(player.currentTime - (details.seekOffset ?? SEEK_STEP_SECONDS));
      },
    ],
    [
      'seekforward',
      (details) => {
        const { player, seek } = store.getState();
        seek(player.currentTime + (details.seekOffset ?? SEEK_STEP_SECONDS));
      },
    ],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action.
    }
  }

  const updateMetadata = (state: PlayerStoreState) => {
    const track = currentItem(state.queue)?.track;
    if (!track || typeof MediaMetadata === 'undefined') {
      session.metadata = null;
      return;
    }
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist.name,
      album: track.album?.title ?? '',
      artwork: track.coverUrl ? [{ src: absoluteUrl(track.coverUrl), sizes: '512x512' }] : [],
    });
  };

  const updatePosition = (state: PlayerStoreState) => {
    const { duration, currentTime } = state.player;
    if (typeof session.setPositionState !== 'function') return;
    try {
      if (!(duration > 0)) {
        session.setPositionState();
        return;
      }
      session.setPositionState({
        duration,
        playbackRate: state.speed,
        position: Math.min(Math.max(currentTime, 0), duration),
      });
    } catch {
      // An inconsistent state is skipped; the next update corrects it.
    }
  };

  const initial = store.getState();
  updateMetadata(initial);
  updatePosition(initial);
  session.playbackState = 'none';

  const unsubscribe = store.subscribe((state, prev) => {
    const track = currentItem(state.queue)?.track;
    if (track !== currentItem(prev.queue)?.track) updateMetadata(state);
    if (
      state.player.isPlaying !== prev.player.isPlaying ||
      track !== currentItem(prev.queue)?.track
    ) {
      session.playbackState = track ? (state.player.isPlaying ? 'playing' : 'paused') : 'none';
    }
    // The system extrapolates the position while playing; it needs telling only on changes.
    if (
      state.player.duration !== prev.player.duration ||
      state.player.isPlaying !== prev.player.isPlaying ||
      state.seekRequest !== prev.seekRequest ||
      state.speed !== prev.speed
    ) {
      updatePosition(state);
    }
  });

  return () => {
    unsubscribe();
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // Unknown action; nothing was set.
      }
    }
    session.metadata = null;
    session.playbackState = 'none';
  };
}
