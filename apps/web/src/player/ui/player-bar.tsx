import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LikeButton } from '../../components/likes/like-button';
import { TrackCover } from '../../components/ui/track-cover';
import { useMediaQuery } from '../../lib/use-media-query';
import { translatePlayerError } from '../engine/player-errors';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';
import type { PlayerTrack } from '../state/player-track';
import { ChaptersMenu, CurrentChapterTitle } from './chapters/chapters-menu';
import { PlayerMoreMenu } from './more-menu';
import {
  ClosePlayerButton,
  NextButton,
  PlayPauseButton,
  QueueButton,
  TextButton,
  TransportControls,
} from './player-controls';
import { ProgressControl, VolumeControl } from './player-sliders';
import { PracticeMenu } from './practice/practice-menu';
import { PracticeStatus } from './practice/practice-status';
import { QualityMenu } from './quality-menu';
import { SleepTimerMenu, useSleepTimerActive } from './sleep-timer-menu';
import { SpeedMenu } from './speed-menu';

/** Cover, title and artist link; the player's error replaces the artist while there is one. */
export function NowPlayingInfo({ track, large = false }: { track: PlayerTrack; large?: boolean }) {
  const { t } = useTranslation();
  const error = usePlayerStore((state) => state.player.error);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <TrackCover
        src={track.coverUrl}
        className={large ? 'size-16 rounded-xl shadow-md' : 'size-12 rounded-lg md:size-14'}
      />
      <div className="min-w-0">
        <p
          dir="auto"
          className="truncate text-sm font-semibold text-interface-start"
          data-testid="player-title"
        >
          {track.title}
        </p>
        {error ? (
          <p className="flex items-center gap-1 truncate text-xs font-medium text-destructive">
            <CircleAlert aria-hidden className="size-3.5 shrink-0" />
            {translatePlayerError(t, error)}
          </p>
        ) : (
          <Link
            to={`/artist/${track.artist.id}`}
            dir="auto"
            className="block truncate text-xs text-muted-foreground text-interface-start hover:text-foreground hover:underline"
          >
            {track.artist.name}
          </Link>
        )}
        <CurrentChapterTitle className="truncate text-xs font-medium text-primary text-interface-start" />
      </div>
    </div>
  );
}

/** A thin, decorative progress line for narrow screens; the seek slider is in the queue sheet. */
function MiniProgress() {
  const percent = usePlayerStore((state) =>
    state.player.duration > 0
      ? Math.min((state.player.currentTime / state.player.duration) * 100, 100)
      : 0,
  );
  return (
    <div aria-hidden className="absolute inset-x-0 top-0 h-0.5 bg-foreground/10">
      <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Tailwind's `md`: from here the bar has room for every control. */
const WIDE_QUERY = '(min-width: 48rem)';

/**
 * The bar fixed at the bottom once a track is loaded. Narrow screens show the cover, title,
 * play/pause, next, the text and the queue; everything else is in the queue sheet. Wide ones
 * keep speed and the sleep timer in the More menu until there is room for their own buttons,
 * or while they are in use (a speed other than 1×, a timer running).
 */
export function PlayerBar() {
  const { t } = useTranslation();
  const item = usePlayerStore(selectCurrentItem);
  const wide = useMediaQuery(WIDE_QUERY);
  const fast = usePlayerStore((state) => state.speed !== 1);
  const sleeping = useSleepTimerActive();
  const textOpen = usePlayerStore((state) => state.textOpen);
  if (!item) return null;

  return (
    <section
      aria-label={t('player.label')}
      className="fixed inset-x-0 bottom-0 z-40 h-(--player-bar-height) border-t border-border bg-card/95 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.18)] backdrop-blur-md supports-[backdrop-filter]:bg-card/85"
    >
      {/* The open text shows it in its own header. */}
      {textOpen ? null : (
        <PracticeStatus className="absolute inset-x-0 -top-3.5 z-10 mx-auto w-fit max-w-[calc(100vw-2rem)]" />
      )}
      {wide ? (
        <div className="grid h-full grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1.2fr)] items-center gap-4 px-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.3fr)]">
          <div className="flex min-w-0 items-center gap-1">
            <NowPlayingInfo track={item.track} />
            <LikeButton trackId={item.track.id} />
          </div>
          <div className="flex min-w-0 flex-col items-center gap-0.5">
            <TransportControls />
            <ProgressControl className="max-w-xl" />
          </div>
          <div className="flex items-center justify-end gap-0.5">
            <QualityMenu className="hidden xl:flex" />
            <SpeedMenu className={fast ? undefined : 'hidden 2xl:flex'} />
            <SleepTimerMenu className={sleeping ? undefined : 'hidden 2xl:flex'} />
            <ChaptersMenu />
            <PracticeMenu />
            <TextButton />
            <QueueButton />
            <PlayerMoreMenu />
            <VolumeControl className="hidden lg:flex" />
            <ClosePlayerButton />
          </div>
        </div>
      ) : (
        <>
          <MiniProgress />
          <div className="flex h-full items-center gap-1 px-3">
            <div className="min-w-0 flex-1">
              <NowPlayingInfo track={item.track} />
            </div>
            <PlayPauseButton />
            <NextButton />
            <TextButton />
            <QueueButton />
          </div>
        </>
      )}
    </section>
  );
}
