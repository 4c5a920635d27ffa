import type { FailedJob } from '@sada/contracts/system';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { useFormat } from '../../../lib/i18n/format';
import { useRetryJob } from './api/retry-job';

/** The jobs that ran out of attempts, newest first, each with a way to try once more. */
export function FailedJobs({ jobs, unavailable }: { jobs: FailedJob[]; unavailable: boolean }) {
  const { t } = useTranslation();
  if (unavailable) {
    return (
      <EmptyState icon={CircleCheck} title={t('adminSystem.queues.unavailable')} className="py-8" />
    );
  }
  if (jobs.length === 0) {
    return <EmptyState icon={CircleCheck} title={t('adminSystem.failed.empty')} className="py-8" />;
  }
  return (
    <ul className="divide-y divide-border">
      {jobs.map((job) => (
        <FailedJobRow key={job.id} job={job} />
      ))}
    </ul>
  );
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const { t } = useTranslation();
  const format = useFormat();
  const retry = useRetryJob();
  const name = job.trackTitle ?? job.queue;

  const handleRetry = () => {
    retry.mutate(job.id, {
      onSuccess: () => toast.success(t('adminSystem.failed.retried', { name })),
      onError: (error) =>
        toast.error(t('adminSystem.failed.retryFailed'), { description: error.message }),
    });
  };

  return (
    <li data-testid="failed-job" className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <code dir="ltr" className="rounded bg-muted px-1.5 py-0.5 text-xs">
            {job.queue}
          </code>
          {job.trackTitle ? (
            <span dir="auto" className="font-semibold">
              {job.trackTitle}
            </span>
          ) : null}
          {job.failedAt ? (
            <span className="text-xs text-muted-foreground">
              {format.date(job.failedAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
          ) : null}
        </p>
        <p dir="ltr" className="text-sm break-words text-destructive">
          {job.error ?? t('adminSystem.failed.noError')}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={retry.isPending}
        onClick={handleRetry}
        aria-label={t('adminSystem.failed.retryLabel', { name })}
      >
        {retry.isPending ? null : <RotateCcw aria-hidden />}
        {t('adminSystem.failed.retry')}
      </Button>
    </li>
  );
}
