import type { AuditEntry } from '@sada/contracts/admin';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadMore } from '../../../components/ui/load-more';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { RowSkeletons } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { useFormat } from '../../../lib/i18n/format';
import { auditQueryOptions } from './api';
import { actionNames, actionTexts, describeDetails, isKnownAction } from './describe-entry';

/** /admin/audit: every admin action, who did it and when, newest first. */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState('');

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('adminAudit.title')} description={t('adminAudit.description')} />
      <div className="mb-6 sm:max-w-xs">
        <NativeSelect
          aria-label={t('adminAudit.actionFilter')}
          value={action}
          onChange={(event) => setAction(event.target.value)}
          className="h-10"
        >
          <option value="">{t('adminAudit.allActions')}</option>
          {actionNames.map((value) => (
            <option key={value} value={value}>
              {t(actionTexts[value].name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <AuditList action={action} />
    </div>
  );
}

function AuditList({ action }: { action: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    ...auditQueryOptions({ action }),
    placeholderData: keepPreviousData,
  });

  return (
    <QueryState
      query={query}
      loading={<RowSkeletons label={t('app.loading')} rowClassName="h-16 w-full rounded-2xl" />}
      errorMessage={t('adminAudit.loadError')}
    >
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries);
        if (entries.length === 0) {
          return <EmptyState icon={ScrollText} title={t('adminAudit.empty')} />;
        }
        return (
          <>
            <ol className="space-y-3" aria-label={t('adminAudit.listLabel')}>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <LoadMore query={query} label={t('adminAudit.more')} />
          </>
        );
      }}
    </QueryState>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const what = isKnownAction(entry.action) ? t(actionTexts[entry.action].verb) : entry.action;
  const target = entry.targetName ?? entry.targetId;
  const lines = describeDetails(t, entry);

  return (
    <li className="rounded-2xl border border-border bg-card px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm">
          <span className="font-semibold" dir="auto">
            {entry.adminName ?? entry.adminEmail}
          </span>{' '}
          <span>{what}</span>
          {target ? (
            <>
              {' '}
              <span className="font-semibold" dir="auto">
                {target}
              </span>
            </>
          ) : null}
        </p>
        <time
          dateTime={entry.createdAt}
          title={format.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          className="shrink-0 text-xs text-muted-foreground"
        >
          {format.relativeTime(entry.createdAt)}
        </time>
      </div>
      {lines.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground">
          {lines.map((line) => (
            <li key={line} dir="auto">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1 text-xs text-muted-foreground">
        <span dir="ltr">{entry.adminEmail}</span>
        <span aria-hidden> · </span>
        <span dir="ltr">{entry.action}</span>
      </p>
    </li>
  );
}
