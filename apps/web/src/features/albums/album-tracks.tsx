import type { AlbumDetail } from '@sada/contracts/catalog';
import { clsx } from 'clsx';
import { Clock, Music, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ExplicitBadge } from '../../components/catalog/explicit-badge';
import { useTrackPlayback } from '../../components/tracks/use-track-playback';
import { EmptyState } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../../player/state/player-store';

/** The tracks table: number, title, plays, likes, duration. */
export function AlbumTracks({ album }: { album: AlbumDetail }) {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const tracks = album.tracks.map((row) => row.track);

  if (album.tracks.length === 0) {
    return <EmptyState icon={Music} title={t('tracks.noTracks')} />;
  }

  return (
    <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{t('album.tracksCaption', { title: album.title })}</caption>
      <thead className="text-xs tracking-wide text-muted-foreground uppercase">
        <tr>
          <th scope="col" className="w-12 border-b border-border px-2 py-2 text-center font-medium">
            #
          </th>
          <th scope="col" className="border-b border-border px-2 py-2 text-start font-medium">
            {t('album.title')}
          </th>
          <th
            scope="col"
            className="hidden w-24 border-b border-border px-2 py-2 text-end font-medium sm:table-cell"
          >
            {t('track.plays')}
          </th>
          <th
            scope="col"
            className="hidden w-20 border-b border-border px-2 py-2 text-end font-medium sm:table-cell"
          >
            {t('track.likes')}
          </th>
          <th scope="col" className="w-16 border-b border-border px-2 py-2 text-end font-medium">
            <Clock aria-hidden className="ms-auto size-4" />
            <span className="sr-only">{t('tracks.duration')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {album.tracks.map((row, index) => (
          <AlbumTrackRow
            key={row.track.id}
            number={row.trackNumber ?? index + 1}
            track={row.track}
            onPlay={() => playTracks(tracks, index)}
          />
        ))}
      </tbody>
    </table>
  );
}

interface AlbumTrackRowProps {
  number: number;
  track: AlbumDetail['tracks'][number]['track'];
  onPlay: () => void;
}

function AlbumTrackRow({ number, track, onPlay }: AlbumTrackRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { isCurrent, isPlaying, togglePlay } = useTrackPlayback(track.id);
  const label = isPlaying
    ? t('tracks.pause', { title: track.title })
    : t('tracks.play', { title: track.title });
  const Icon = isPlaying ? Pause : Play;

  return (
    <tr className={clsx('group hover:bg-muted', isCurrent && 'bg-primary/5')}>
      <td className="rounded-s-xl px-2 py-2.5 text-center">
        <div className="relative mx-auto flex size-8 items-center justify-center">
          <span
            aria-hidden
            className={clsx(
              'text-muted-foreground tabular-nums group-focus-within:opacity-0 group-hover:opacity-0',
              isCurrent && 'text-primary',
            )}
          >
            {format.number(number)}
          </span>
          <button
            type="button"
            onClick={isCurrent ? togglePlay : onPlay}
            aria-label={label}
            title={label}
            className="absolute inset-0 flex items-center justify-center rounded-full opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100"
          >
            <Icon aria-hidden className="size-4 fill-current" />
          </button>
        </div>
      </td>
      <td className="px-2 py-2.5">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={`/track/${track.id}`}
            dir="auto"
            className={clsx('truncate font-semibold hover:underline', isCurrent && 'text-primary')}
          >
            {track.title}
          </Link>
          {track.explicit ? <ExplicitBadge /> : null}
        </div>
      </td>
      <td className="hidden px-2 py-2.5 text-end text-muted-foreground tabular-nums sm:table-cell">
        {format.count(track.playCount)}
      </td>
      <td className="hidden px-2 py-2.5 text-end text-muted-foreground tabular-nums sm:table-cell">
        {format.count(track.likeCount)}
      </td>
      <td className="rounded-e-xl px-2 py-2.5 text-end text-muted-foreground tabular-nums">
        {format.itemDuration(track.durationMs)}
      </td>
    </tr>
  );
}
