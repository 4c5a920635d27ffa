import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../components/ui/state-message';
import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { ApiError } from '../../../lib/api';
import { myTrackQueryOptions } from '../api/my-track';
import { myTrackChaptersQueryOptions } from '../api/my-track-chapters';
import { MyTrackToolPage } from '../my-track-tool-page';
import { ChaptersEditor } from './chapters-editor';

/** /my-tracks/:trackId/chapters: the artist marks where the chapters of one of their tracks start. */
export function TrackChaptersPage() {
  const { t } = useTranslation();
  return (
    <MyTrackToolPage
      title={t('longForm.chapterEditor.pageTitle')}
      signedOut={t('longForm.chapterEditor.signedOut')}
    >
      {(trackId) => <Editor trackId={trackId} />}
    </MyTrackToolPage>
  );
}

function Editor({ trackId }: { trackId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const track = useQuery(myTrackQueryOptions(queryClient, trackId));
  const chapters = useQuery(myTrackChaptersQueryOptions(trackId));

  if (track.isPending || chapters.isPending) {
    return (
      <div role="status" aria-label={t('app.loading')} className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  const missing =
    track.data === null ||
    (chapters.error instanceof ApiError &&
      (chapters.error.status === 404 || chapters.error.status === 403));
  if (missing) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('longForm.chapterEditor.missing')}
        description={t('longForm.chapterEditor.missingHint')}
        action={<ButtonLink to="/my-tracks">{t('myTracks.title')}</ButtonLink>}
      />
    );
  }
  const failed = track.isError ? track : chapters.isError ? chapters : null;
  if (failed || !track.data || !chapters.data) {
    const error = failed?.error;
    return (
      <LoadError
        message={
          error instanceof ApiError && error.status > 0
            ? localizeMessage(error.message, i18n.language)
            : t('longForm.chapterEditor.loadError')
        }
        onRetry={() => void Promise.all([track.refetch(), chapters.refetch()])}
        retrying={track.isRefetching || chapters.isRefetching}
      />
    );
  }
  return (
    <>
      <PageHeader
        // Isolated, so that a title in one direction reads whole in a sentence of the other.
        title={t('longForm.chapterEditor.titleOf', { title: `\u2068${track.data.title}\u2069` })}
        description={t('longForm.chapterEditor.description')}
        actions={<TrackStatusBadge status={track.data.status} />}
        className="mb-6"
      />
      <ChaptersEditor track={track.data} saved={chapters.data} />
    </>
  );
}
