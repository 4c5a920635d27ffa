import { useQuery } from '@tanstack/react-query';
import { Heart, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { likedTracksQueryOptions } from '../../components/tracks/api/liked-tracks';
import { TrackRow } from '../../components/tracks/track-row';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { usePlayerStore } from '../../player/state/player-store';

/** Liked songs: count, total duration, Play, and the tracks, newest like first. */
export function LikedPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('pages.liked')} />
        <SignInRequired message={t('liked.signedOut')} />
      </>
    );
  }
  return <LikedTracks />;
}

function LikedTracks() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(likedTracksQueryOptions());
  const playTracks = usePlayerStore((state) => state.playTracks);
  const tracks = query.data?.tracks ?? [];
  const totalMs = tracks.reduce((sum, track) => sum + (track.durationMs ?? 0), 0);

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-8 flex flex-col gap-6 sm:flex-row sm:items-end">
        <div
          aria-hidden
          className="flex aspect-square w-40 shrink-0 items-center justify-center self-center rounded-2xl bg-gradient-to-br from-primary to-hero-to text-primary-foreground shadow-xl sm:size-48 sm:self-auto"
        >
          <Heart className="size-16 fill-current" />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-6xl">
            {t('pages.liked')}
          </h1>
          {query.isSuccess ? (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="liked-summary">
              <span>{t('album.songCount', { count: tracks.length })}</span>
              <span aria-hidden> {format.separator} </span>
              <span>{format.totalDuration(totalMs)}</span>
            </p>
          ) : null}
          <Button
            size="lg"
            className="mt-6"
            disabled={tracks.length === 0}
            onClick={() => playTracks(tracks, 0)}
          >
            <Play aria-hidden className="fill-current" />
            {t('player.play')}
          </Button>
        </div>
      </header>

      {query.isPending ? (
        <TrackRowsSkeleton label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={t('liked.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : tracks.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('liked.empty')}
          description={t('liked.emptyHint')}
          action={<ButtonLink to="/browse">{t('liked.browse')}</ButtonLink>}
        />
      ) : (
        <ol className="space-y-0.5" aria-label={t('pages.liked')}>
          {tracks.map((track, index) => (
            <TrackRow
              key={track.id}
              track={track}
              position={index + 1}
              onPlay={() => playTracks(tracks, index)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
