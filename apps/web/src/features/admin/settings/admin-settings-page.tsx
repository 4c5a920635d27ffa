import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/state-message';
import { adminSettingsQueryOptions } from './api';
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
        actions={
          <ButtonLink to="/admin/audit" variant="outline" size="sm">
            <ScrollText aria-hidden />
            {t('adminAudit.title')}
          </ButtonLink>
        }
      />
      {query.isPending ? (
        <div role="status" aria-label={t('app.loading')} className="space-y-4">
          <Skeleton className="h-48 w-full rounded-3xl" />
          <Skeleton className="h-48 w-full rounded-3xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          message={t('adminSettings.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </div>
  );
}
