import type { PlaylistSummary } from '@sada/contracts/playlists';
import { clsx } from 'clsx';
import { LoaderCircle, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { usePlaySource } from '../../player/state/use-play-source';

interface PlaylistPlayButtonProps {
  playlist: Pick<PlaylistSummary, 'id' | 'name' | 'trackCount'>;
  /** `card`: over a cover, rising into view; `tile`: smaller, at the end of a row tile. */
  variant?: 'card' | 'tile';
  className?: string;
}

const variants = {
  card: {
    button: 'size-11',
    hidden: 'translate-y-1 opacity-0 group-hover:translate-y-0 focus-visible:translate-y-0',
    icon: 'size-5',
  },
  tile: { button: 'size-9', hidden: 'opacity-0', icon: 'size-4' },
} as const;

/** Plays a playlist's real tracks in their order; shown over its cover on hover and focus. */
export function PlaylistPlayButton({
  playlist,
  variant = 'card',
  className,
}: PlaylistPlayButtonProps) {
  const { t } = useTranslation();
  const { playPlaylist, pending } = usePlaySource();
  if (playlist.trackCount === 0) return null;
  const loading = pending === `playlist:${playlist.id}`;
  const label = t('tracks.play', { title: playlist.name });
  const style = variants[variant];

  return (
    <button
      type="button"
      onClick={() => void playPlaylist(playlist.id)}
      disabled={loading}
      aria-label={label}
      title={label}
      className={clsx(
        'z-10 flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[opacity,transform] duration-150 hover:scale-105',
        style.button,
        !loading &&
          clsx(
            style.hidden,
            'group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100',
          ),
        className,
      )}
    >
      {loading ? (
        <LoaderCircle aria-hidden className={clsx(style.icon, 'animate-spin')} />
      ) : (
        <Play aria-hidden className={clsx(style.icon, 'fill-current')} />
      )}
    </button>
  );
}
