import type { AdminTrack } from '@sada/contracts/admin-console';
import { useTranslation } from 'react-i18next';

import { ContentRow } from './content-row';

const head = 'px-4 py-3 font-medium';

/** Every listed track with its state, review priority, plays and date, and its actions. */
export function ContentTable({ tracks }: { tracks: AdminTrack[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <table className="w-full min-w-[46rem] text-sm">
        <caption className="sr-only">{t('adminContent.tableLabel')}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${head} text-start`}>
              {t('adminContent.columns.track')}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t('adminContent.columns.status')}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t('adminContent.columns.priority')}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t('adminContent.columns.plays')}
            </th>
            <th scope="col" className={`${head} text-start`}>
              {t('adminContent.columns.added')}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t('adminContent.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track) => (
            <ContentRow key={track.id} track={track} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
