import type { TrackDetail } from '@sada/contracts/tracks';
import { useQuery } from '@tanstack/react-query';
import { Clock, Disc3, Headphones, Heart, ListMusic } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { ExplicitBadge } from '../../components/catalog/explicit-badge';
import { trackLikeQueryOptions } from '../../components/likes/api/track-like';
import { LikeButton } from '../../components/likes/like-button';
import { AddToPlaylistItems } from '../../components/playlists/add-to-playlist';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { TrackCover } from '../../components/ui/track-cover';
import { useFormat } from '../../lib/i18n/format';
import { isNotFound } from '../../lib/query-retry';
import { useSession } from '../../lib/session/use-session';
import { TrackTextPanel } from '../../player/ui/track-text/track-text-panel';
import { trackQueryOptions } from './api/get-track';
import { OutsideRuleNotice } from './outside-rule-notice';
import { TrackArtistCard, MoreFromArtist } from './track-artist';
import { TrackChapters } from './track-chapters';
import { TrackInfo, TrackLyrics } from './track-info';
import { CopyMomentLinkButton, TrackPlayButton } from './track-play-actions';
import { TrackRecitation } from './track-recitation';
import { TrackReview } from './track-review';

/** One track: cover, figures, Play and Like, track info, the artist, more from them. */
export function TrackPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(trackQueryOptions(id));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t('track.notFound')} />;
    return (
      <LoadError
        message={t('track.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const track = query.data;
  return (
    <div className="mx-auto max-w-6xl">
      <TrackHeader track={track} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <TrackChapters track={track} />
          {track.hasText && !track.outsideRule ? (
            <CatalogSection title={t('follow.text.section')}>
              <TrackTextPanel
                track={track}
                className="rounded-2xl bg-card py-3 ring-1 ring-border"
                linesClassName="max-h-[28rem] px-2"
              />
            </CatalogSection>
          ) : null}
          <TrackInfo track={track} />
          <TrackRecitation recitation={track.recitation} />
          <TrackLyrics lyrics={track.lyrics} />
          <MoreFromArtist track={track} />
        </div>
        <TrackArtistCard artistId={track.artist.id} />
      </div>
    </div>
  );
}

function TrackHeader({ track }: { track: TrackDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const likeQuery = useQuery({ ...trackLikeQueryOptions(track.id), enabled: user !== null });
  const likeCount = (user !== null ? likeQuery.data?.likeCount : undefined) ?? track.likeCount;
  const year = format.year(track.createdAt);
  const outsideRuleId = useId();
  // Outside the listener's rule the server gives no stream: Play stays focusable, says why, and
  // does nothing.
  const blocked = track.outsideRule;

  return (
    <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end">
      <TrackCover
        src={track.coverUrl}
        className="aspect-square w-full max-w-64 self-center rounded-2xl shadow-xl sm:size-56 sm:self-auto"
      />
      <div className="min-w-0 flex-1">
        <p className="mb-2 text-sm font-semibold tracking-wide text-gold-text uppercase">
          {t('track.eyebrow')}
        </p>
        <h1 className="flex flex-wrap items-center gap-3 font-display text-3xl font-semibold tracking-tight break-words sm:text-5xl">
          {track.title}
          {track.explicit ? <ExplicitBadge /> : null}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm">
          <Link to={`/artist/${track.artist.id}`} className="font-semibold hover:underline">
            {track.artist.name}
          </Link>
          {track.album ? (
            <>
              <span aria-hidden className="text-muted-foreground">
                {format.separator}
              </span>
              <Link
                to={`/album/${track.album.id}`}
                className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground hover:underline"
              >
                <Disc3 aria-hidden className="size-4" />
                {track.album.title}
              </Link>
            </>
          ) : null}
          <span aria-hidden className="text-muted-foreground">
            {format.separator}
          </span>
          <span className="text-muted-foreground">{year}</span>
        </p>
        <TrackReview trackId={track.id} review={track.review} />
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <Figure icon={Clock} label={t('tracks.duration')}>
            {format.itemDuration(track.durationMs)}
          </Figure>
          <Figure icon={Headphones} label={t('track.plays')}>
            {t('track.playCount', format.counted(track.playCount))}
          </Figure>
          <Figure icon={Heart} label={t('track.likes')}>
            <span data-testid="track-like-count">
              {t('track.likeCount', format.counted(likeCount))}
            </span>
          </Figure>
        </dl>
        {blocked ? <OutsideRuleNotice id={outsideRuleId} /> : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <TrackPlayButton track={track} blockedNoticeId={blocked ? outsideRuleId : null} />
          <LikeButton trackId={track.id} className="size-12 ring-1 ring-border" />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="lg">
                <ListMusic aria-hidden />
                {t('playlists.add.label')}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <AddToPlaylistItems trackId={track.id} />
            </DropdownMenuContent>
          </DropdownMenu>
          <CopyMomentLinkButton trackId={track.id} />
        </div>
      </div>
    </header>
  );
}

function Figure({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
