import { accessMessages } from '@sada/contracts/auth';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { canModerate, moderationVerificationMissing } from '../../lib/policy';
import { useSession } from '../../lib/session/use-session';
import { useMediaQuery } from '../../lib/use-media-query';
import { moderationQueueKey, moderationQueueQueryOptions, removeFromQueue } from './api/queue';
import { QueueList } from './queue-list';
import { nextAfterDecision, selectedTrackId } from './queue-selection';
import { SeriesReviewList } from './series-review-list';
import { TrackReviewPanel } from './track-review-panel';

/** One toast per cause, however often the page renders. */
const ACCESS_TOAST = 'moderation-access-denied';
const LOAD_TOAST = 'moderation-load-error';

const verificationMessages = {
  email: accessMessages.emailNotVerified,
  label: accessMessages.labelNotVerified,
} as const;

/**
 * Content review, in two tabs. Tracks: the queue on the left, the selected track and the review
 * form on the right; on narrow screens the queue comes first. Series: each series waiting for
 * review with its details, approved beside proposed. Verified admins and labels only; anyone else
 * is told so (an account that only lacks a verification, which one), and the page still renders
 * without data.
 */
export function ModerationPage() {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();
  const allowed = canModerate(user);
  const missing = user && !allowed ? moderationVerificationMissing(user) : null;
  const verificationText = missing
    ? localizeMessage(verificationMessages[missing], i18n.language)
    : null;

  useEffect(() => {
    if (isPending || allowed) return;
    toast.error(verificationText ?? t('moderation.accessDenied'), { id: ACCESS_TOAST });
  }, [isPending, allowed, verificationText, t]);

  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('pages.moderation')} description={t('moderation.description')} />
      {allowed ? (
        <Tabs defaultValue="tracks">
          <TabsList className="mb-6 w-full sm:w-80">
            <TabsTrigger value="tracks">{t('moderation.tabs.tracks')}</TabsTrigger>
            <TabsTrigger value="series">{t('moderation.tabs.series')}</TabsTrigger>
          </TabsList>
          <TabsContent value="tracks">
            <ReviewWorkspace />
          </TabsContent>
          <TabsContent value="series">
            <SeriesReviewList />
          </TabsContent>
        </Tabs>
      ) : verificationText ? (
        <EmptyState icon={ShieldAlert} title={verificationText} />
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title={t('moderation.accessDenied')}
          description={t('moderation.accessDeniedHint')}
        />
      )}
    </div>
  );
}

/** The server refused (a verification withdrawn since the page loaded): its reason says why. */
function refusalOf(error: unknown): ApiError | null {
  return error instanceof ApiError && (error.status === 401 || error.status === 403) ? error : null;
}

function ReviewWorkspace() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useQuery(moderationQueueQueryOptions());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const refusal = refusalOf(queue.error);
  const refusalText = refusal ? localizeMessage(refusal.message, i18n.language) : null;

  useEffect(() => {
    if (!queue.isError) return;
    toast.error(refusalText ?? t('moderation.loadFailed'), { id: LOAD_TOAST });
  }, [queue.isError, refusalText, t]);

  if (queue.isPending) {
    return (
      <div
        role="status"
        aria-label={t('app.loading')}
        className="grid gap-6 lg:grid-cols-[22rem_1fr]"
      >
        <div className="space-y-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-[4.5rem] w-full rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (queue.isError) {
    if (refusalText) {
      return <EmptyState icon={ShieldAlert} title={refusalText} />;
    }
    return (
      <LoadError
        message={t('moderation.loadFailed')}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  }

  const { tracks } = queue.data;
  if (tracks.length === 0) {
    return (
      <EmptyState
        icon={CheckCheck}
        title={t('moderation.allCaughtUp')}
        description={t('moderation.allCaughtUpHint')}
      />
    );
  }
  const ids = tracks.map((track) => track.id);
  const selectedId = selectedTrackId(ids, chosenId);

  const handleSelect = (trackId: string) => {
    setChosenId(trackId);
    if (!wide) detailRef.current?.scrollIntoView({ block: 'start' });
  };

  const handleDecided = (trackId: string) => {
    setChosenId(nextAfterDecision(ids, trackId));
    removeFromQueue(queryClient, trackId);
    void queryClient.invalidateQueries({ queryKey: moderationQueueKey });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-8">
      <QueueList tracks={tracks} selectedId={selectedId} onSelect={handleSelect} />
      <div ref={detailRef} className="min-w-0 scroll-mt-24">
        {selectedId ? (
          <TrackReviewPanel key={selectedId} trackId={selectedId} onDecided={handleDecided} />
        ) : null}
      </div>
    </div>
  );
}
