import { lazy, Suspense } from 'react';

import { Sheet } from '../../components/ui/sheet';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import { PlayerBar } from './player-bar';

// The queue and its drag and drop load when the queue is first opened.
const QueueDrawer = lazy(() =>
  import('./queue-drawer').then((module) => ({ default: module.QueueDrawer })),
);
// The text, its layers and the contracts that check them, likewise when it is first opened.
const TextDrawer = lazy(() =>
  import('./text-drawer').then((module) => ({ default: module.TextDrawer })),
);

/**
 * What the player shows: the bar while a track is loaded, the queue sheet it opens, and the
 * text sheet that rests on it (not modal, so the bar stays usable).
 */
export function PlayerChrome() {
  const hasTrack = usePlayerStore((state) => selectCurrentItem(state) !== null);
  const queueOpen = usePlayerStore((state) => state.queueOpen);
  const setQueueOpen = usePlayerStore((state) => state.setQueueOpen);
  const textOpen = usePlayerStore((state) => state.textOpen && hasTrack);
  const setTextOpen = usePlayerStore((state) => state.setTextOpen);

  return (
    <>
      <Sheet open={queueOpen} onOpenChange={setQueueOpen}>
        {hasTrack ? <PlayerBar /> : null}
        {queueOpen ? (
          <Suspense fallback={null}>
            <QueueDrawer />
          </Suspense>
        ) : null}
      </Sheet>
      <Sheet open={textOpen} onOpenChange={setTextOpen} modal={false}>
        {textOpen ? (
          <Suspense fallback={null}>
            <TextDrawer />
          </Suspense>
        ) : null}
      </Sheet>
    </>
  );
}
