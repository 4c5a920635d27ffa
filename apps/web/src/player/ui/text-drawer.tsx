import { ScrollText, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { SheetClose, SheetContent, SheetTitle } from '../../components/ui/sheet';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import { PracticeStatus } from './practice/practice-status';
import { TrackTextPanel } from './track-text/track-text-panel';

/**
 * The current track's text, in a sheet resting on the player bar. Not modal: the bar and the page
 * stay usable while the listener follows along, and clicking them leaves it open; its close
 * button, the Text button, L and Escape close it. Rendered inside the `Sheet` the Text button
 * opens.
 */
export function TextDrawer() {
  const { t } = useTranslation();
  const item = usePlayerStore(selectCurrentItem);
  // The Text button lives outside the dialog's trigger, so focus is returned by hand.
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <SheetContent
      side="bottom"
      className="bottom-(--player-bar-height)! h-[min(62dvh,40rem)]! shadow-[0_-12px_32px_-12px_rgb(0_0_0/0.3)]"
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
      onInteractOutside={(event) => event.preventDefault()}
    >
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col px-2 pt-3 sm:px-4">
        <div aria-hidden className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-border" />
        <header className="mb-2 flex items-center gap-3 px-2">
          <ScrollText aria-hidden className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <SheetTitle className="font-display text-xl font-semibold tracking-tight">
              {t('follow.text.title')}
            </SheetTitle>
            {item ? (
              <p dir="auto" className="truncate text-sm text-muted-foreground text-interface-start">
                {item.track.title}
              </p>
            ) : null}
          </div>
          <PracticeStatus />
          <SheetClose
            aria-label={t('follow.text.close')}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </SheetClose>
        </header>
        {item ? (
          <TrackTextPanel
            key={item.track.id}
            track={item.track}
            className="min-h-0 flex-1"
            linesClassName="min-h-0 flex-1 pb-6"
          />
        ) : null}
      </div>
    </SheetContent>
  );
}
