import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { AuditLogLink } from '../audit-log-link';
import { adminSettingsQueryOptions } from './api';
import { GenreApprovalsSection } from './genre-approvals-section';
import { SettingsForm } from './settings-form';

/** /admin/settings: registration, sign-in, review and upload settings for the whole platform. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const query = useQuery(adminSettingsQueryOptions());

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('admin.settings')}
        description={t('adminSettings.description')}
        actions={<AuditLogLink />}
      />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label={t('app.loading')} className="space-y-4">
            <Skeleton className="h-48 w-full rounded-3xl" />
            <Skeleton className="h-48 w-full rounded-3xl" />
          </div>
        }
        errorMessage={t('adminSettings.loadError')}
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryState>
      <GenreApprovalsSection />
    </div>
  );
}
