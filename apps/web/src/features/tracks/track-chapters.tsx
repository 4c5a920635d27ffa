import type { Chapter } from '@sada/contracts/chapters';
import type { TrackDetail } from '@sada/contracts/tracks';
import { clsx } from 'clsx';
import { AudioLines, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { useFormat } from '../../lib/i18n/format';
import { chapterIndexAt } from '../../player/state/chapter-at';
import { playerStore, selectCurrentItem, usePlayerStore } from '../../player/state/player-store';

/**
 * The track's chapters, each a button that plays the track from its start (on the current track,
 * moves there). The chapter playing is marked while the track is the player's.
 */
export function TrackChapters({ track }: { track: TrackDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { chapters } = track;
  const playing = usePlayerStore((state) =>
    selectCurrentItem(state)?.track.id === track.id
      ? chapterIndexAt(chapters, state.player.currentTime * 1000)
      : null,
  );
  if (chapters.length === 0 || track.outsideRule) return null;

  const handleJump = (chapter: Chapter) => {
    const state = playerStore.getState();
    if (selectCurrentItem(state)?.track.id === track.id) {
      state.seek(chapter.startMs / 1000);
      state.play();
    } else {
      state.playTrack(track, { startAt: chapter.startMs / 1000 });
    }
  };

  return (
    <CatalogSection title={t('chapters.title')}>
      <ol className="divide-y divide-border overflow-hidden rounded-2xl bg-card ring-1 ring-border">
        {chapters.map((chapter, index) => {
          const time = format.duration(chapter.startMs);
          const current = index === playing;
          return (
            <li key={chapter.startMs}>
              <button
                type="button"
                onClick={() => handleJump(chapter)}
                aria-label={t('chapters.playFrom', { time, title: chapter.title })}
                aria-current={current || undefined}
                className={clsx(
                  'group flex w-full items-center gap-3 px-4 py-3 text-start transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:ring-inset',
                  current && 'bg-primary/5',
                )}
              >
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground group-hover:text-primary">
                  {current ? (
                    <AudioLines aria-hidden className="size-4 text-primary" />
                  ) : (
                    <Play aria-hidden className="size-4 fill-current" />
                  )}
                </span>
                <span className="w-16 shrink-0 text-sm text-muted-foreground tabular-nums">
                  {time}
                </span>
                <span
                  dir="auto"
                  className={clsx(
                    'min-w-0 flex-1 text-sm text-interface-start',
                    current ? 'font-semibold text-primary' : 'font-medium',
                  )}
                >
                  {chapter.title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </CatalogSection>
  );
}
