import type { QueueDepth } from '@sada/contracts/system';
import { clsx } from 'clsx';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/state-message';
import { useFormat } from '../../../lib/i18n/format';
import { cellClass, headClass } from './system-panel';

const columns = ['created', 'active', 'retry', 'failed'] as const;

/** How many jobs of each queue wait, run, wait to retry, or have failed. */
export function QueueDepthTable({
  queues,
  unavailable,
}: {
  queues: QueueDepth[];
  unavailable: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (unavailable || queues.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title={unavailable ? t('adminSystem.queues.unavailable') : t('adminSystem.queues.empty')}
        className="py-8"
      />
    );
  }
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={headClass}>
              {t('adminSystem.queues.queue')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${headClass} text-end`}>
                {t(`adminSystem.queues.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr
              key={queue.name}
              data-testid="queue-depth"
              className="border-b border-border last:border-0"
            >
              <th scope="row" className={`${cellClass} text-start font-normal`}>
                <code dir="ltr" className="text-xs">
                  {queue.name}
                </code>
              </th>
              {columns.map((column) => (
                <td
                  key={column}
                  className={clsx(
                    cellClass,
                    'text-end tabular-nums',
                    column === 'failed' && queue.failed > 0 && 'font-semibold text-destructive',
                  )}
                >
                  {format.number(queue[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
