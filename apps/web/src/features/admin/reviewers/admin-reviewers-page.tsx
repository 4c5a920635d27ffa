import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { RowSkeletons } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { AuditLogLink } from '../audit-log-link';
import { adminReviewersQueryOptions } from './api';
import { ReviewerRow } from './reviewer-row';

/** /admin/reviewers: reviewers' public profiles, to verify or to withdraw the verification of. */
export function AdminReviewersPage() {
  const { t } = useTranslation();
  const query = useQuery(adminReviewersQueryOptions());

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('adminReviewers.title')}
        description={t('adminReviewers.description')}
        actions={<AuditLogLink />}
      />
      <QueryState
        query={query}
        loading={<RowSkeletons label={t('app.loading')} rowClassName="h-32 w-full rounded-2xl" />}
        errorMessage={t('adminReviewers.loadError')}
      >
        {({ reviewers }) =>
          reviewers.length === 0 ? (
            <EmptyState
              icon={UserCheck}
              title={t('adminReviewers.empty')}
              description={t('adminReviewers.emptyHint')}
            />
          ) : (
            <ul className="space-y-3" aria-label={t('adminReviewers.listLabel')}>
              {reviewers.map((reviewer) => (
                <ReviewerRow key={reviewer.userId} reviewer={reviewer} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
