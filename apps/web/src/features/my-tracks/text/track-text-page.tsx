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
import { myTrackTextQueryOptions } from '../api/my-track-text';
import { MyTrackToolPage } from '../my-track-tool-page';
import { TextEditor } from './text-editor';

/** /my-tracks/:trackId/text: the artist writes, syncs and saves the text of one of their tracks. */
export function TrackTextPage() {
  const { t } = useTranslation();
  return (
    <MyTrackToolPage title={t('textEditor.pageTitle')} signedOut={t('textEditor.signedOut')}>
      {(trackId) => <Editor trackId={trackId} />}
    </MyTrackToolPage>
  );
}

function Editor({ trackId }: { trackId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const track = useQuery(myTrackQueryOptions(queryClient, trackId));
  const text = useQuery(myTrackTextQueryOptions(trackId));

  if (track.isPending || text.isPending) {
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
    (text.error instanceof ApiError && (text.error.status === 404 || text.error.status === 403));
  if (missing) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('textEditor.missing')}
        description={t('textEditor.missingHint')}
        action={<ButtonLink to="/my-tracks">{t('myTracks.title')}</ButtonLink>}
      />
    );
  }
  const failed = track.isError ? track : text.isError ? text : null;
  if (failed || !track.data || !text.data) {
    const error = failed?.error;
    return (
      <LoadError
        message={
          error instanceof ApiError && error.status > 0
            ? localizeMessage(error.message, i18n.language)
            : t('textEditor.loadError')
        }
        onRetry={() => void Promise.all([track.refetch(), text.refetch()])}
        retrying={track.isRefetching || text.isRefetching}
      />
    );
  }
  return (
    <>
      <PageHeader
        // Isolated, so that a title in one direction reads whole in a sentence of the other.
        title={t('textEditor.titleOf', { title: `\u2068${track.data.title}\u2069` })}
        description={t('textEditor.description')}
        actions={<TrackStatusBadge status={track.data.status} />}
        className="mb-6"
      />
      <TextEditor track={track.data} text={text.data} />
    </>
  );
}
