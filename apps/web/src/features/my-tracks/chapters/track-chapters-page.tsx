import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../components/ui/state-message';
import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { myTrackQueryOptions } from '../api/my-track';
import { myTrackChaptersQueryOptions } from '../api/my-track-chapters';
import { ChaptersEditor } from './chapters-editor';

/** /my-tracks/:trackId/chapters: the artist marks where the chapters of one of their tracks start. */
export function TrackChaptersPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const { trackId = '' } = useParams();

  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/my-tracks"
        className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('myTracks.title')}
      </Link>
      {user ? (
        <Editor trackId={trackId} />
      ) : (
        <>
          <PageHeader title={t('longForm.chapterEditor.pageTitle')} />
          <SignInRequired message={t('longForm.chapterEditor.signedOut')} />
        </>
      )}
    </div>
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
