import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';

import { i18n } from '../lib/i18n/i18n';
import { AudioEngine } from './audio-engine';
import { startMediaSession } from './media-session';
import { persistPlayer } from './persist-player';
import { translatePlayerError } from './player-errors';
import { browserStorage } from './player-persistence';
import { playerStore, selectCurrentItem, usePlayerStore } from './player-store';
import { usePlayerShortcuts } from './use-player-shortcuts';

// The bar, its sliders and menus, and the queue load once there is something to play, not with
// every first visit.
const PlayerChrome = lazy(() =>
  import('./player-chrome').then((module) => ({ default: module.PlayerChrome })),
);

/** The app's player: audio engine, media session, persistence, shortcuts, bar and queue. */
export function PlayerRoot() {
  const hasTrack = usePlayerStore((state) => selectCurrentItem(state) !== null);
  const queueOpen = usePlayerStore((state) => state.queueOpen);

  useEffect(() => {
    const engine = new AudioEngine({
      store: playerStore,
      onError: (message) => toast.error(translatePlayerError(i18n.t, message)),
    });
    const stops = [
      engine.start(),
      startMediaSession(playerStore),
      persistPlayer(playerStore, browserStorage()),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);

  // The page and the toasts keep clear of the bar (see --player-bar-height in index.css).
  useEffect(() => {
    document.documentElement.toggleAttribute('data-player', hasTrack);
    return () => document.documentElement.removeAttribute('data-player');
  }, [hasTrack]);

  usePlayerShortcuts(playerStore, hasTrack);

  // The queue sheet stays open on an emptied queue, to show that it is empty.
  return hasTrack || queueOpen ? (
    <Suspense fallback={null}>
      <PlayerChrome />
    </Suspense>
  ) : null;
}
