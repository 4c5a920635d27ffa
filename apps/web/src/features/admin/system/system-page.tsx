import type { SystemStatus } from '@sada/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { HealthStatusBadge } from '../../../components/health/health-status';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../lib/i18n/format';
import { systemStatusQueryOptions } from './api/system-status';
import { FailedJobs } from './failed-jobs';
import { QueueDepthTable } from './queue-depth-table';
import { cellClass, headClass } from './system-panel';

/** /admin/system: the platform's health checks, its job queues and the jobs that failed. */
export function AdminSystemPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(systemStatusQueryOptions());

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('admin.system')}
        description={
          query.data
            ? t('adminSystem.checkedAt', {
                time: format.date(query.data.health.checkedAt, { timeStyle: 'medium' }),
              })
            : undefined
        }
        actions={
          <Button
            variant="outline"
            size="sm"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? null : <RefreshCw aria-hidden />}
            {t('adminSystem.refresh')}
          </Button>
        }
      />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label={t('app.loading')} className="space-y-6">
            <Skeleton className="h-56 rounded-3xl" />
            <Skeleton className="h-40 rounded-3xl" />
          </div>
        }
        errorMessage={t('adminSystem.loadError')}
      >
        {(status) => <SystemDetails status={status} />}
      </QueryState>
    </div>
  );
}

function SystemDetails({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const queueDown = status.health.checks.some(
    (check) => check.name === 'jobQueue' && check.status === 'down',
  );
  return (
    <div className="space-y-6">
      <HealthChecks health={status.health} />
      <Panel title={t('adminSystem.queues.title')}>
        <QueueDepthTable queues={status.queues} unavailable={queueDown} />
      </Panel>
      <Panel title={t('adminSystem.failed.title')}>
        <FailedJobs jobs={status.failedJobs} unavailable={queueDown} />
      </Panel>
    </div>
  );
}

function HealthChecks({ health }: { health: SystemStatus['health'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Panel
      title={t('adminSystem.checks.title')}
      aside={
        <span className="flex items-center gap-2 text-sm">
          {t('adminSystem.overall')}
          <HealthStatusBadge status={health.status} className="text-sm" />
        </span>
      }
    >
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className={headClass}>
                {t('adminSystem.checks.component')}
              </th>
              <th scope="col" className={headClass}>
                {t('adminSystem.checks.status')}
              </th>
              <th scope="col" className={`${headClass} text-end`}>
                {t('adminSystem.checks.latency')}
              </th>
              <th scope="col" className={headClass}>
                {t('adminSystem.checks.detail')}
              </th>
            </tr>
          </thead>
          <tbody>
            {health.checks.map((check) => (
              <tr
                key={check.name}
                data-testid="health-check"
                className="border-b border-border last:border-0"
              >
                <th scope="row" className={`${cellClass} text-start font-semibold`}>
                  {t(`adminSystem.check.${check.name}`)}
                </th>
                <td className={cellClass}>
                  <HealthStatusBadge status={check.status} />
                </td>
                <td className={`${cellClass} text-end tabular-nums`}>
                  {t('adminSystem.latency', { value: format.number(check.latencyMs) })}
                </td>
                <td className={`${cellClass} text-muted-foreground`}>
                  <span dir="ltr" className="break-words">
                    {check.detail ?? ''}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
