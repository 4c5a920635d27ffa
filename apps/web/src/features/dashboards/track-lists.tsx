import type { ArtistDashboard } from '@sada/contracts/dashboards';
import { trackStatuses } from '@sada/contracts/enums';
import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/state-message';
import { TrackCover } from '../../components/ui/track-cover';
import { ProgressBar } from '../../components/uploads/progress-bar';
import { TrackStatusBadge } from '../../components/uploads/track-status-badge';
import { useFormat } from '../../lib/i18n/format';

type TopTrack = ArtistDashboard['topTracks'][number];
type RecentUpload = ArtistDashboard['recentUploads'][number];

/** How many of the artist's tracks are in each state. */
export function UploadsByStatus({ counts }: { counts: ArtistDashboard['uploadsByStatus'] }) {
  const format = useFormat();
  return (
    <ul className="space-y-2.5">
      {trackStatuses.map((status) => (
        <li key={status} className="flex items-center justify-between gap-3">
          <TrackStatusBadge status={status} />
          <span className="font-semibold tabular-nums">{format.number(counts[status])}</span>
        </li>
      ))}
    </ul>
  );
}

function TrackTitle({ track }: { track: TopTrack }) {
  return track.status === 'live' ? (
    <Link
      to={`/track/${track.id}`}
      dir="auto"
      className="block truncate text-sm font-semibold text-interface-start hover:underline"
    >
      {track.title}
    </Link>
  ) : (
    <span dir="auto" className="block truncate text-sm font-semibold text-interface-start">
      {track.title}
    </span>
  );
}

function NoTracks() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Music}
      title={t('myTracks.empty')}
      action={<ButtonLink to="/upload">{t('pages.upload')}</ButtonLink>}
      className="py-8"
    />
  );
}

/** The most played tracks, with plays and likes. */
export function TopTracks({ tracks }: { tracks: TopTrack[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tracks.length === 0) return <NoTracks />;
  return (
    <ol className="space-y-3">
      {tracks.map((track, index) => (
        <li key={track.id} className="flex items-center gap-3">
          <span className="w-5 shrink-0 text-end text-sm text-muted-foreground tabular-nums">
            {format.number(index + 1)}
          </span>
          <TrackCover src={track.coverUrl} className="size-10 rounded-md" />
          <div className="min-w-0 flex-1">
            <TrackTitle track={track} />
            <p className="text-xs text-muted-foreground">
              {t('myTracks.plays', format.counted(track.playCount))}
              {` ${format.separator} `}
              {t('myTracks.likes', format.counted(track.likeCount))}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The latest uploads with where each stands, processing progress included. */
export function RecentUploads({ tracks }: { tracks: RecentUpload[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tracks.length === 0) return <NoTracks />;
  return (
    <ul className="space-y-3">
      {tracks.map((track) => (
        <li key={track.id} className="flex items-center gap-3">
          <TrackCover src={track.coverUrl} className="size-10 rounded-md" />
          <div className="min-w-0 flex-1 space-y-1">
            <TrackTitle track={track} />
            <p className="text-xs text-muted-foreground">
              {format.date(track.createdAt, { dateStyle: 'medium' })}
            </p>
            {track.status === 'processing' ? (
              <ProgressBar
                value={track.progress}
                label={t('myTracks.processingOf', { title: track.title })}
                className="max-w-40"
              />
            ) : null}
          </div>
          <TrackStatusBadge status={track.status} />
        </li>
      ))}
    </ul>
  );
}
