import type { AdminDatabase } from '@sada/contracts/admin-console';
import { useQuery } from '@tanstack/react-query';
import { Database, GitCommitVertical, HardDrive, Server, Table2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FilterInput } from '../../../components/ui/filter-input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { filterByText } from '../../../lib/filter-by-text';
import { formatBytes } from '../../../lib/format-bytes';
import { useFormat } from '../../../lib/i18n/format';
import { adminDatabaseQueryOptions } from './api/admin-database';

/** /admin/database: the database, its schema version, and every table's rows and size. */
export function AdminDatabasePage() {
  const { t } = useTranslation();
  const query = useQuery(adminDatabaseQueryOptions());

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        className="mb-2"
        title={t('admin.database')}
        description={t('adminDatabase.description')}
      />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label={t('app.loading')} className="space-y-6">
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} className="h-24 rounded-2xl" />
              ))}
            </div>
            <Skeleton className="h-96 rounded-3xl" />
          </div>
        }
        errorMessage={t('adminDatabase.loadError')}
      >
        {(database) => (
          <>
            <Facts database={database} />
            <Tables database={database} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Fact({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: typeof Database;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
      </dt>
      <dd className="mt-2 font-display text-xl font-semibold break-words">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Facts({ database }: { database: AdminDatabase }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { latest, applied, available } = database.migrations;
  const version = !latest
    ? t('adminDatabase.noMigrations')
    : (latest.tag ?? t('adminDatabase.unknownMigration', { number: latest.number }));

  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      <Fact
        icon={Database}
        label={t('adminDatabase.kind')}
        value={t(`adminDatabase.kinds.${database.kind}`)}
      />
      <Fact icon={Server} label={t('adminDatabase.version')} value={database.serverVersion} />
      <Fact
        icon={HardDrive}
        label={t('adminDatabase.size')}
        value={formatBytes(format, database.sizeBytes)}
      />
      <Fact
        icon={GitCommitVertical}
        label={t('adminDatabase.migration')}
        value={version}
        hint={t('adminDatabase.migrationsApplied', {
          applied: format.number(applied),
          count: available,
        })}
      />
    </dl>
  );
}

function Tables({ database }: { database: AdminDatabase }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState('');
  const nameOf = (table: AdminDatabase['tables'][number]) =>
    table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
  const tables = filterByText(database.tables, text, (table) => [nameOf(table)]);
  const estimated = database.tables.some((table) => !table.rowsExact);
  const head = 'px-4 py-3 text-xs font-medium text-muted-foreground';
  const cell = 'border-t border-border px-4 py-2.5';

  return (
    <section
      aria-labelledby="database-tables-title"
      className="rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="database-tables-title" className="font-display text-xl font-semibold">
          {t('adminDatabase.tables', { n: format.number(database.tables.length) })}
        </h2>
        <FilterInput
          value={text}
          onChange={setText}
          label={t('adminDatabase.filter')}
          className="w-full sm:w-64"
        />
      </div>
      {tables.length === 0 ? (
        <EmptyState icon={Table2} title={t('adminDatabase.noMatch')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('adminDatabase.tablesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${head} text-start`}>
                  {t('adminDatabase.table')}
                </th>
                <th scope="col" className={`${head} text-end`}>
                  {t('adminDatabase.rows')}
                </th>
                <th scope="col" className={`${head} text-end`}>
                  {t('adminDatabase.tableSize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((table) => (
                <tr key={`${table.schema}.${table.name}`}>
                  <th scope="row" className={`${cell} text-start font-mono font-normal`} dir="ltr">
                    {nameOf(table)}
                  </th>
                  <td className={`${cell} text-end tabular-nums`}>
                    {table.rowsExact
                      ? format.number(table.rows)
                      : t('adminDatabase.estimatedRows', { rows: format.number(table.rows) })}
                  </td>
                  <td className={`${cell} text-end tabular-nums`}>
                    {formatBytes(format, table.totalBytes)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        {estimated
          ? t('adminDatabase.estimatedNote', {
              count: database.exactRowCountLimit,
              formatted: format.number(database.exactRowCountLimit),
            })
          : t('adminDatabase.exactNote')}
      </p>
    </section>
  );
}
