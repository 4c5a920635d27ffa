import { lazy, Suspense } from 'react';

import { Sheet } from '../../components/ui/sheet';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import { PlayerBar } from './player-bar';

// The queue and its drag and drop load when the queue is first opened.
const QueueDrawer = lazy(() =>
  import('./queue-drawer').then((module) => ({ default: module.QueueDrawer })),
);

/** What the player shows: the bar while a track is loaded, and the queue sheet it opens. */
export function PlayerChrome() {
  const hasTrack = usePlayerStore((state) => selectCurrentItem(state) !== null);
  const queueOpen = usePlayerStore((state) => state.queueOpen);
  const setQueueOpen = usePlayerStore((state) => state.setQueueOpen);

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
