import { useEffect } from 'react';

import type { PlayerStore } from '../state/player-store';
import { type PlayerShortcut, shortcutFor, SHORTCUT_SEEK_SECONDS } from './keyboard-shortcuts';

/** Carries out a shortcut; false when it has nothing to do (Escape without a repeat running). */
function runShortcut(store: PlayerStore, shortcut: PlayerShortcut): boolean {
  const state = store.getState();
  switch (shortcut) {
    case 'togglePlay':
      state.togglePlay();
      return true;
    case 'seekBack':
      state.seek(state.player.currentTime - SHORTCUT_SEEK_SECONDS);
      return true;
    case 'seekForward':
      state.seek(state.player.currentTime + SHORTCUT_SEEK_SECONDS);
      return true;
    case 'previous':
      state.previous();
      return true;
    case 'next':
      state.next();
      return true;
    case 'toggleMute':
      state.toggleMute();
      return true;
    case 'toggleText':
      state.setTextOpen(!state.textOpen);
      return true;
    case 'markA':
      state.setMark('a');
      return true;
    case 'markB':
      state.setMark('b');
      return true;
    case 'cancelPractice':
      if (!state.practice) return false;
      state.cancelPractice();
      return true;
  }
}

/** Listens on the document for the player's shortcuts while a track is loaded. */
export function usePlayerShortcuts(store: PlayerStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      const shortcut = shortcutFor(event, direction);
      if (shortcut && runShortcut(store, shortcut)) event.preventDefault();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [store, enabled]);
}
