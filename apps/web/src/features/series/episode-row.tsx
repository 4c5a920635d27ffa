import type { SeriesEpisode } from '@sada/contracts/series';
import { clsx } from 'clsx';
import { CircleCheck, CircleDashed, Ellipsis, ExternalLink, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useTrackPlayback } from '../../components/tracks/use-track-playback';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { StatusBadge } from '../../components/ui/status-badge';
import { TrackStatusBadge } from '../../components/uploads/track-status-badge';
import { useFormat } from '../../lib/i18n/format';
import { episodeListening } from './episode-state';

interface EpisodeRowProps {
  episode: SeriesEpisode;
  /** Plays the series from this episode; none for an episode that is not live. */
  onPlay: (() => void) | undefined;
  /** Marks it played or unplayed; none for a visitor or an episode that is not live. */
  onMark: ((played: boolean) => void) | undefined;
}

const playedLook = { icon: CircleCheck, className: 'bg-primary/10 text-primary' };

/** Number, title, the listener's progress (or 'Played'), duration and a menu. */
export function EpisodeRow({ episode, onPlay, onMark }: EpisodeRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { track } = episode;
  const { isCurrent, isPlaying, togglePlay } = useTrackPlayback(track.id);
  const listening = episodeListening(episode);
  const live = track.status === 'live';
  const Icon = isPlaying ? Pause : Play;
  const playLabel = isPlaying
    ? t('tracks.pause', { title: track.title })
    : t('tracks.play', { title: track.title });

  return (
    <li
      className={clsx(
        'group relative grid min-h-14 grid-cols-[2.25rem_minmax(0,1fr)_auto_auto] items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted',
        isCurrent && 'bg-primary/5',
        !live && 'opacity-80',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'flex size-9 items-center justify-center rounded-full text-sm text-muted-foreground tabular-nums',
          isCurrent && 'text-primary',
        )}
      >
        <span className={clsx(onPlay && 'group-focus-within:hidden group-hover:hidden')}>
          {format.number(episode.number)}
        </span>
        {onPlay ? (
          <Icon className="hidden size-4 fill-current text-foreground group-focus-within:block group-hover:block" />
        ) : null}
      </span>
      <div className="min-w-0">
        {/* The button's box covers the row, so a click anywhere but the menu plays it. */}
        <button
          type="button"
          disabled={!onPlay}
          onClick={isCurrent ? togglePlay : onPlay}
          aria-label={onPlay ? playLabel : undefined}
          dir="auto"
          className={clsx(
            'block max-w-full truncate rounded text-start text-sm font-semibold text-interface-start',
            'after:absolute after:inset-0 after:rounded-xl enabled:cursor-pointer enabled:hover:underline disabled:cursor-default',
            isCurrent && 'text-primary',
          )}
        >
          {track.title}
        </button>
        {!live || listening.kind !== 'new' ? (
          <div className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
            {!live ? <TrackStatusBadge status={track.status} /> : null}
            {live && listening.kind === 'played' ? (
              <StatusBadge look={playedLook} label={t('series.played')} />
            ) : null}
            {live && listening.kind === 'started' ? (
              <EpisodeProgress share={listening.share} remainingMs={listening.remainingMs} />
            ) : null}
          </div>
        ) : null}
      </div>
      <span className="text-end text-sm text-muted-foreground tabular-nums">
        {format.itemDuration(track.durationMs)}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('series.episodeMenu', { title: track.title })}
          title={t('tracks.more')}
          className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground data-[state=open]:bg-background data-[state=open]:text-foreground"
        >
          <Ellipsis aria-hidden className="size-[1.15rem]" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {onMark && listening.kind !== 'played' ? (
            <DropdownMenuItem onSelect={() => onMark(true)}>
              <CircleCheck aria-hidden />
              {t('series.markPlayed')}
            </DropdownMenuItem>
          ) : null}
          {onMark && listening.kind !== 'new' ? (
            <DropdownMenuItem onSelect={() => onMark(false)}>
              <CircleDashed aria-hidden />
              {t('series.markUnplayed')}
            </DropdownMenuItem>
          ) : null}
          {onMark ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem onSelect={() => void navigate(`/track/${track.id}`)}>
            <ExternalLink aria-hidden />
            {t('series.openTrack')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** A bar of how much of the episode is heard, and the time left. */
function EpisodeProgress({ share, remainingMs }: { share: number; remainingMs: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = Math.round(share * 100);
  return (
    <>
      <span
        role="progressbar"
        aria-label={t('series.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('series.progressValue', { percent })}
        className="block h-1.5 w-20 overflow-hidden rounded-full bg-border sm:w-32"
      >
        <span
          className="block h-full rounded-full bg-primary"
          style={{ inlineSize: `${percent}%` }}
        />
      </span>
      {remainingMs !== null ? (
        <span className="tabular-nums">
          {t('series.timeLeft', { time: format.duration(remainingMs) })}
        </span>
      ) : null}
    </>
  );
}
