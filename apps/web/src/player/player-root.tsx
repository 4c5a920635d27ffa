import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';

import { Sheet } from '../components/ui/sheet';
import { i18n } from '../lib/i18n/i18n';
import { AudioEngine } from './audio-engine';
import { startMediaSession } from './media-session';
import { persistPlayer } from './persist-player';
import { PlayerBar } from './player-bar';
import { translatePlayerError } from './player-errors';
import { browserStorage } from './player-persistence';
import { playerStore, selectCurrentItem, usePlayerStore } from './player-store';
import { usePlayerShortcuts } from './use-player-shortcuts';

// The queue and its drag and drop load when the queue is first opened, not with every page.
const QueueDrawer = lazy(() =>
  import('./queue-drawer').then((module) => ({ default: module.QueueDrawer })),
);

/** The app's player: audio engine, media session, persistence, shortcuts, bar and queue. */
export function PlayerRoot() {
  const hasTrack = usePlayerStore((state) => selectCurrentItem(state) !== null);
  const queueOpen = usePlayerStore((state) => state.queueOpen);
  const setQueueOpen = usePlayerStore((state) => state.setQueueOpen);

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

  return (
    <Sheet open={queueOpen} onOpenChange={setQueueOpen}>
      {hasTrack ? <PlayerBar /> : null}
      {queueOpen ? (
        <Suspense fallback={null}>
          <QueueDrawer />
        </Suspense>
      ) : null}
    </Sheet>
  );
}
