import type { MyTrackPage } from '@sada/contracts/uploads';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Music, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryState } from '../../components/ui/query-state';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/state-message';
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

  return (
    <QueryState
      query={query}
      loading={<TrackRowsSkeleton label={t('app.loading')} />}
      errorMessage={t('myTracks.loadError')}
    >
      {(data) => {
        const tracks = data.pages.flatMap((page) => page.tracks);
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
            <LoadMore query={query} label={t('myTracks.more')} />
          </>
        );
      }}
    </QueryState>
  );
}
