import type { MyTrackPage } from '@sada/contracts/uploads';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Music, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import {
  applyProcessingEvent,
  myTracksKey,
  myTracksQueryOptions,
} from '../../components/uploads/api/my-tracks';
import { useProcessingEvents } from '../../components/uploads/use-processing-events';
import { useSession } from '../../lib/session/use-session';
import { MyTrackRow } from './my-track-row';

/** While a track is processing the list is read again this often (the events may be down). */
const POLL_MS = 5000;

function hasProcessing(data: InfiniteData<MyTrackPage, string> | undefined): boolean {
  return Boolean(
    data?.pages.some((page) => page.tracks.some((track) => track.status === 'processing')),
  );
}

/** The artist's own tracks in every state, with their review, to edit, re-upload or delete. */
export function MyTracksPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('myTracks.title')}
        description={t('myTracks.description')}
        actions={
          user ? (
            <ButtonLink to="/upload" size="sm">
              <Upload aria-hidden />
              {t('pages.upload')}
            </ButtonLink>
          ) : null
        }
      />
      {user ? <TrackList /> : <SignInRequired message={t('myTracks.signedOut')} />}
    </div>
  );
}

function TrackList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...myTracksQueryOptions(),
    refetchInterval: (current) => (hasProcessing(current.state.data) ? POLL_MS : false),
  });

  useProcessingEvents((event) => {
    if (!applyProcessingEvent(queryClient, event)) {
      void queryClient.invalidateQueries({ queryKey: myTracksKey });
    }
  });

  if (query.isPending) return <TrackRowsSkeleton label={t('app.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        message={t('myTracks.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const tracks = query.data.pages.flatMap((page) => page.tracks);
  if (tracks.length === 0) {
    return (
      <EmptyState
        icon={Music}
        title={t('myTracks.empty')}
        description={t('myTracks.emptyHint')}
        action={<ButtonLink to="/upload">{t('pages.upload')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ol className="space-y-3" aria-label={t('myTracks.title')}>
        {tracks.map((track) => (
          <MyTrackRow key={track.id} track={track} />
        ))}
      </ol>
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('myTracks.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
