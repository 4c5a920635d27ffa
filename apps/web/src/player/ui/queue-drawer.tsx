import { queueDurationMs, upNext } from '@sada/player-core';
import { ListMusic, X } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LikeButton } from '../../components/likes/like-button';
import { Button } from '../../components/ui/button';
import { SheetClose, SheetContent, SheetTitle } from '../../components/ui/sheet';
import { useFormat } from '../../lib/i18n/format';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import { ChaptersMenu } from './chapters/chapters-menu';
import { CopyLinkButton } from './more-menu';
import { NowPlayingInfo } from './player-bar';
import { TextButton, TransportControls } from './player-controls';
import { ProgressControl, VolumeControl } from './player-sliders';
import { PracticeMenu } from './practice/practice-menu';
import { PracticeStatus } from './practice/practice-status';
import { QualityMenu } from './quality-menu';
import { QueueList } from './queue-list';
import { SleepTimerMenu } from './sleep-timer-menu';
import { SpeedMenu } from './speed-menu';

/**
 * The current track with every control: the only place for some of them on a phone. Memoised:
 * it has no props, and reads what it shows from the store, so a change to the queue alone does
 * not render its sliders again.
 */
const NowPlayingPanel = memo(function NowPlayingPanel() {
  const item = usePlayerStore(selectCurrentItem);
  if (!item) return null;
  return (
    <div className="mb-4 rounded-2xl border border-border bg-background/60 p-3 sm:p-4">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <NowPlayingInfo track={item.track} large />
        </div>
        <LikeButton trackId={item.track.id} />
      </div>
      <ProgressControl className="mt-3" />
      <div className="mt-2 flex flex-col gap-2 sm:grid sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        <TransportControls className="sm:col-start-2 sm:row-start-1" />
        <div className="flex items-center justify-between sm:contents">
          <QualityMenu className="sm:col-start-1 sm:row-start-1 sm:justify-self-start" />
          <VolumeControl className="sm:col-start-3 sm:row-start-1 sm:justify-self-end" />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-1 border-t border-border pt-3">
        <SpeedMenu />
        <SleepTimerMenu />
        <ChaptersMenu />
        <PracticeMenu />
        <TextButton fromQueue />
        <CopyLinkButton />
      </div>
      <PracticeStatus className="mx-auto mt-2 w-fit max-w-full" />
    </div>
  );
});

/**
 * How many tracks, how long, and how many are still to play. Summed over the whole queue, so it
 * follows a change a moment later than the list does: moving an item by keyboard then paints
 * without waiting for ten thousand durations to be added up again.
 */
const QueueSummary = memo(function QueueSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const queue = useDeferredValue(usePlayerStore((state) => state.queue));
  const durationMs = useMemo(() => queueDurationMs(queue), [queue]);
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">
        <span>{t('queue.songs', { count: queue.items.length })}</span>
        <span aria-hidden> {format.separator} </span>
        <span className="sr-only">{t('queue.totalLabel')} </span>
        <span>{format.totalDuration(durationMs)}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {t('queue.upNext', { count: upNext(queue).length })}
      </p>
    </>
  );
});

function EmptyQueue() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-12 text-center">
      <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ListMusic aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{t('queue.empty')}</p>
      <p className="text-sm text-muted-foreground">{t('queue.emptyHint')}</p>
    </div>
  );
}

/**
 * The queue drawer: a sheet from the bottom, 80% of the viewport high. It must be
 * rendered inside the `Sheet` that the queue button opens.
 */
export function QueueDrawer() {
  const { t } = useTranslation();
  const count = usePlayerStore((state) => state.queue.items.length);
  const clear = usePlayerStore((state) => state.clear);
  // The queue button lives outside the dialog's trigger, so focus is returned by hand.
  const returnFocus = useRef<HTMLElement | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  return (
    <SheetContent
      side="bottom"
      onOpenAutoFocus={() => {
        returnFocus.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        if (returnFocus.current?.isConnected) {
          event.preventDefault();
          returnFocus.current.focus();
        }
      }}
    >
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col px-4 pt-3 sm:px-6">
        <div aria-hidden className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-border" />
        <header className="mb-4 flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <SheetTitle className="font-display text-2xl font-semibold tracking-tight">
              {t('queue.title')}
            </SheetTitle>
            <QueueSummary />
          </div>
          {count > 0 ? (
            <Button variant="outline" size="sm" onClick={clear}>
              {t('queue.clear')}
            </Button>
          ) : null}
          <SheetClose
            aria-label={t('queue.close')}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </SheetClose>
        </header>
        <div ref={setScroller} className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2 pb-6">
          <NowPlayingPanel />
          {count === 0 ? <EmptyQueue /> : <QueueList scroller={scroller} />}
        </div>
      </div>
    </SheetContent>
  );
}
