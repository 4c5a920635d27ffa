import { userStatuses } from '@sada/contracts/admin';
import { roles } from '@sada/contracts/enums';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FilterInput } from '../../../components/ui/filter-input';
import { LoadMore } from '../../../components/ui/load-more';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { RowSkeletons } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { useSession } from '../../../lib/session/use-session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AuditLogLink } from '../audit-log-link';
import { adminUsersQueryOptions, type UserFilters } from './api';
import { UserRow } from './user-row';

const SEARCH_DELAY_MS = 300;

/** /admin/users: find accounts, change roles, verify labels and artists, suspend and restore. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<UserFilters['role']>('');
  const [status, setStatus] = useState<UserFilters['status']>('');
  const debouncedQ = useDebouncedValue(q.trim(), SEARCH_DELAY_MS);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('admin.users')}
        description={t('adminUsers.description')}
        actions={<AuditLogLink />}
      />
      <div
        role="search"
        aria-label={t('adminUsers.filters')}
        className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]"
      >
        <FilterInput value={q} onChange={setQ} label={t('adminUsers.search')} />
        <NativeSelect
          aria-label={t('adminUsers.roleFilter')}
          value={role}
          onChange={(event) => setRole(event.target.value as UserFilters['role'])}
          className="h-10"
        >
          <option value="">{t('adminUsers.allRoles')}</option>
          {roles.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('adminUsers.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as UserFilters['status'])}
          className="h-10"
        >
          <option value="">{t('adminUsers.allStatuses')}</option>
          {userStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`adminUsers.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <UserList filters={{ q: debouncedQ, role, status }} />
    </div>
  );
}

function UserList({ filters }: { filters: UserFilters }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  // The list stays while a new search loads, rather than flashing back to placeholders.
  const query = useInfiniteQuery({
    ...adminUsersQueryOptions(filters),
    placeholderData: keepPreviousData,
  });

  return (
    <QueryState
      query={query}
      loading={<RowSkeletons label={t('app.loading')} rowClassName="h-28 w-full rounded-2xl" />}
      errorMessage={t('adminUsers.loadError')}
    >
      {(data) => {
        const users = data.pages.flatMap((page) => page.users);
        if (users.length === 0) {
          const filtered = Boolean(filters.q || filters.role || filters.status);
          return (
            <EmptyState
              icon={Users}
              title={filtered ? t('adminUsers.noMatches') : t('adminUsers.empty')}
              description={filtered ? t('adminUsers.noMatchesHint') : undefined}
            />
          );
        }
        return (
          <>
            <ul className="space-y-3" aria-label={t('adminUsers.listLabel')}>
              {users.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
              ))}
            </ul>
            <LoadMore query={query} label={t('adminUsers.more')} />
          </>
        );
      }}
    </QueryState>
  );
}
