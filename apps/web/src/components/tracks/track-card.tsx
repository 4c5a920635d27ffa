import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { usePlayerStore } from '../../player/state/player-store';
import type { PlayerTrack } from '../../player/state/player-track';
import { TrackCover } from '../ui/track-cover';
import { useTrackPlayback } from './use-track-playback';

interface TrackCardProps {
  track: PlayerTrack;
  /** What Play does; by default the track plays from elsewhere (front of the queue). */
  onPlay?: () => void;
  className?: string;
}

/** Cover with a Play button over it, title and artist link. */
export function TrackCard({ track, onPlay, className }: TrackCardProps) {
  const { t } = useTranslation();
  const playTrack = usePlayerStore((state) => state.playTrack);
  const { isCurrent, isPlaying, togglePlay } = useTrackPlayback(track.id);

  const handlePlay = () => {
    if (isCurrent) togglePlay();
    else if (onPlay) onPlay();
    else playTrack(track);
  };
  const label = isPlaying
    ? t('tracks.pause', { title: track.title })
    : t('tracks.play', { title: track.title });
  const Icon = isPlaying ? Pause : Play;

  return (
    <article
      className={clsx(
        'group relative flex min-w-0 flex-col gap-3 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60',
        className,
      )}
    >
      <div className="relative">
        <TrackCover src={track.coverUrl} className="aspect-square w-full rounded-xl" />
        <button
          type="button"
          onClick={handlePlay}
          aria-label={label}
          title={label}
          className={clsx(
            'absolute end-2 bottom-2 flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[opacity,transform] duration-150 hover:scale-105',
            isCurrent
              ? 'opacity-100'
              : 'translate-y-1 opacity-0 group-hover:translate-y-0 group-hover:opacity-100 focus-visible:translate-y-0 focus-visible:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100',
          )}
        >
          <Icon aria-hidden className="size-5 fill-current" />
        </button>
      </div>
      <div className="min-w-0">
        <h3
          dir="auto"
          className={clsx(
            'truncate text-sm font-semibold text-interface-start',
            isCurrent && 'text-primary',
          )}
        >
          <Link to={`/track/${track.id}`} className="hover:underline">
            {track.title}
          </Link>
        </h3>
        <Link
          to={`/artist/${track.artist.id}`}
          dir="auto"
          className="block truncate text-sm text-muted-foreground text-interface-start hover:text-foreground hover:underline"
        >
          {track.artist.name}
        </Link>
      </div>
    </article>
  );
}
