import { useEffect } from 'react';

import type { PlayerStore } from '../state/player-store';
import { shortcutFor, SHORTCUT_SEEK_SECONDS } from './keyboard-shortcuts';

/** Listens on the document for the player's shortcuts while a track is loaded. */
export function usePlayerShortcuts(store: PlayerStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      const shortcut = shortcutFor(event, direction);
      if (!shortcut) return;
      event.preventDefault();
      const state = store.getState();
      switch (shortcut) {
        case 'togglePlay':
          state.togglePlay();
          break;
        case 'seekBack':
          state.seek(state.player.currentTime - SHORTCUT_SEEK_SECONDS);
          break;
        case 'seekForward':
          state.seek(state.player.currentTime + SHORTCUT_SEEK_SECONDS);
          break;
        case 'previous':
          state.previous();
          break;
        case 'next':
          state.next();
          break;
        case 'toggleMute':
          state.toggleMute();
          break;
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [store, enabled]);
}
