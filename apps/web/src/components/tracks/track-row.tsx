import { clsx } from 'clsx';
import { Ellipsis, ListMusic, ListPlus, Pause, Play } from 'lucide-react';
import { type CSSProperties, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../../player/state/player-store';
import type { PlayerTrack } from '../../player/state/player-track';
import { LikeButton } from '../likes/like-button';
import { AddToPlaylistItems } from '../playlists/add-to-playlist';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { TrackCover } from '../ui/track-cover';
import { useTrackPlayback } from './use-track-playback';

interface TrackRowProps {
  track: PlayerTrack;
  /** 1-based position shown before the title. */
  position: number;
  /** What Play does; by default the track plays from elsewhere (front of the queue). */
  onPlay?: () => void;
  /** More items for the row's menu (a playlist's owner removes the track there). */
  menuItems?: ReactNode;
  /** Before the number: a drag handle, say. */
  leading?: ReactNode;
  /**
   * Why the track cannot be played here (outside what the listener chose to hear): the row is
   * greyed, says why, and neither plays nor queues it.
   */
  unavailable?: string | undefined;
  className?: string;
  /** For a sortable list: the row element and where it is being dragged. */
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

/** One line of a track list: number or play, cover, title, artist, like, duration, a menu. */
export function TrackRow({
  track,
  position,
  onPlay,
  menuItems,
  leading,
  unavailable,
  className,
  ref,
  style,
}: TrackRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const playTrack = usePlayerStore((state) => state.playTrack);
  const addToQueue = usePlayerStore((state) => state.addToQueue);
  const { isCurrent, isPlaying, togglePlay } = useTrackPlayback(track.id);
  const reasonId = useId();
  const describedBy = unavailable ? reasonId : undefined;
  // Greyed, but the reason itself stays readable.
  const dimmed = unavailable ? 'opacity-50' : undefined;

  const handlePlay = () => {
    if (unavailable) return;
    if (isCurrent) togglePlay();
    else if (onPlay) onPlay();
    else playTrack(track);
  };
  const handleAdd = () => {
    if (unavailable) return;
    addToQueue(track);
    toast.success(t('tracks.addedToQueue'), {
      description: t('tracks.addedToQueueDescription', { title: track.title }),
    });
  };
  const playLabel = isPlaying
    ? t('tracks.pause', { title: track.title })
    : t('tracks.play', { title: track.title });
  const Icon = isPlaying ? Pause : Play;

  return (
    <li
      ref={ref}
      style={style}
      className={clsx(
        'group grid items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-muted',
        leading
          ? 'grid-cols-[auto_2.25rem_minmax(0,1fr)_auto] sm:grid-cols-[auto_2.25rem_minmax(0,1fr)_auto_3rem_auto]'
          : 'grid-cols-[2.25rem_minmax(0,1fr)_auto] sm:grid-cols-[2.25rem_minmax(0,1fr)_auto_3rem_auto]',
        isCurrent && 'bg-primary/5',
        className,
      )}
    >
      {leading}
      <div className={clsx('relative flex size-9 items-center justify-center', dimmed)}>
        <span
          aria-hidden
          className={clsx(
            'text-sm text-muted-foreground tabular-nums group-focus-within:opacity-0 group-hover:opacity-0',
            isCurrent && 'text-primary',
          )}
        >
          {format.number(position)}
        </span>
        <button
          type="button"
          onClick={handlePlay}
          disabled={Boolean(unavailable)}
          aria-label={playLabel}
          aria-describedby={describedBy}
          title={unavailable ?? playLabel}
          className="absolute inset-0 flex items-center justify-center rounded-full text-foreground opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 disabled:cursor-not-allowed"
        >
          <Icon aria-hidden className="size-4 fill-current" />
        </button>
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <TrackCover src={track.coverUrl} className={clsx('size-10 rounded-md', dimmed)} />
        <div className="min-w-0">
          <Link
            to={`/track/${track.id}`}
            dir="auto"
            aria-describedby={describedBy}
            className={clsx(
              'block truncate text-sm font-semibold text-interface-start hover:underline',
              isCurrent && 'text-primary',
              dimmed,
            )}
          >
            {track.title}
          </Link>
          <Link
            to={`/artist/${track.artist.id}`}
            dir="auto"
            className={clsx(
              'block truncate text-xs text-muted-foreground text-interface-start hover:text-foreground hover:underline',
              dimmed,
            )}
          >
            {track.artist.name}
          </Link>
          {unavailable ? (
            <span
              id={reasonId}
              className="block truncate text-xs font-medium text-muted-foreground"
            >
              {unavailable}
            </span>
          ) : null}
        </div>
      </div>
      <LikeButton trackId={track.id} className={clsx('hidden sm:flex', dimmed)} />
      <span
        className={clsx(
          'hidden text-end text-sm text-muted-foreground tabular-nums sm:block',
          dimmed,
        )}
      >
        {format.itemDuration(track.durationMs)}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('tracks.moreLabel', { title: track.title })}
          title={t('tracks.more')}
          className="flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground data-[state=open]:bg-background data-[state=open]:text-foreground"
        >
          <Ellipsis aria-hidden className="size-[1.15rem]" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={handleAdd} disabled={Boolean(unavailable)}>
            <ListPlus aria-hidden />
            {t('tracks.addToQueue')}
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <ListMusic aria-hidden />
              {t('playlists.add.label')}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <AddToPlaylistItems trackId={track.id} />
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          {menuItems}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
