import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';

import { i18n } from '../../lib/i18n/i18n';
import { translatePlayerError } from '../engine/player-errors';
import { browserStorage, persistPlayer, restorePlayer } from '../state/persistence';
import { playerStore, selectCurrentItem, usePlayerStore } from '../state/player-store';
import { persistSpeedMemory } from '../state/speed-memory';
import { resumeOptions } from './resume-options';
import { usePlayerShortcuts } from './use-player-shortcuts';

// The bar, its sliders and menus, and the queue load once there is something to play, not with
// every first visit.
const PlayerChrome = lazy(() =>
  import('./player-chrome').then((module) => ({ default: module.PlayerChrome })),
);

// The audio engine, and the contract checks of its requests, likewise; fetched when the page is
// idle, so that the first Play does not wait for them.
const loadEngine = () => import('../engine/player-engine');

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2_000);
  return () => clearTimeout(id);
}

/** The app's player: audio engine, media session, persistence, shortcuts, bar and queue. */
export function PlayerRoot() {
  const hasTrack = usePlayerStore((state) => selectCurrentItem(state) !== null);
  const queueOpen = usePlayerStore((state) => state.queueOpen);
  const queryClient = useQueryClient();

  // Saving starts once the last visit is restored, so that restoring does not write it again.
  useEffect(() => {
    const storage = browserStorage();
    const stopSavingSpeeds = persistSpeedMemory(playerStore, storage);
    let stopSaving: (() => void) | null = null;
    let unmounted = false;
    void restorePlayer(playerStore, storage)
      .catch(() => {})
      .then(() => {
        if (!unmounted) stopSaving = persistPlayer(playerStore, storage);
      });
    return () => {
      unmounted = true;
      stopSaving?.();
      stopSavingSpeeds();
    };
  }, []);

  // Started with the first track and kept afterwards, also while the queue is empty.
  const [engineWanted, setEngineWanted] = useState(hasTrack);
  if (hasTrack && !engineWanted) setEngineWanted(true);
  useEffect(() => {
    if (!engineWanted) return whenIdle(() => void loadEngine().catch(() => {}));
    let stopEngine: (() => void) | null = null;
    let unmounted = false;
    void loadEngine().then(
      ({ startPlayerEngine }) => {
        if (unmounted) return;
        stopEngine = startPlayerEngine(
          playerStore,
          (message) => toast.error(translatePlayerError(i18n.t, message)),
          resumeOptions(queryClient),
        );
      },
      () => toast.error(i18n.t('player.errors.load')),
    );
    return () => {
      unmounted = true;
      stopEngine?.();
    };
  }, [engineWanted, queryClient]);

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
