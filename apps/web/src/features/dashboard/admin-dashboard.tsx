import type { AdminDashboard as Dashboard } from '@sada/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  FolderCog,
  Music,
  Play,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  Mic2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { ContentStatusPanel, PlatformHealthPanel } from './admin-panels';
import { adminDashboardQueryOptions } from './api/admin-dashboard';
import { ActionLinks, StatCard, type ActionLink } from './dashboard-cards';

/** The admin dashboard (001 §2) with live figures from GET /api/dashboard/admin. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const query = useQuery(adminDashboardQueryOptions());

  return (
    <div className="space-y-6">
      {query.isPending ? (
        <div role="status" aria-label={t('app.loading')} className="space-y-6">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-28 rounded-2xl" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-3xl" />
            <Skeleton className="h-64 rounded-3xl" />
          </div>
        </div>
      ) : query.isError ? (
        <LoadError
          message={t('dashboard.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Figures dashboard={query.data} />
      )}
      <AdminActions />
    </div>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <>
      <section aria-label={t('dashboard.admin.figures')}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            icon={Users}
            label={t('dashboard.admin.totalUsers')}
            value={format.count(dashboard.totalUsers)}
            hint={t('dashboard.admin.activeThisMonth', {
              value: format.number(dashboard.activeThisMonth),
            })}
          />
          <StatCard
            icon={Music}
            label={t('dashboard.admin.totalTracks')}
            value={format.count(dashboard.totalTracks)}
            hint={t('dashboard.admin.pendingReview', {
              value: format.number(dashboard.pendingReview),
            })}
          />
          <StatCard
            icon={Mic2}
            label={t('dashboard.admin.totalArtists')}
            value={format.count(dashboard.totalArtists)}
            hint={t('dashboard.admin.playlistsCreated', {
              value: format.number(dashboard.playlistsCreated),
            })}
          />
          <StatCard
            icon={Play}
            label={t('dashboard.admin.todayStreams')}
            value={format.count(dashboard.todayStreams)}
            hint={t('dashboard.admin.todayStreamsHint')}
          />
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <ContentStatusPanel dashboard={dashboard} />
        <PlatformHealthPanel health={dashboard.health} />
      </div>
    </>
  );
}

/** Quick actions: the admin pages and content moderation. */
function AdminActions() {
  const { t } = useTranslation();
  const actions: ActionLink[] = [
    {
      to: '/moderation',
      label: t('dashboard.nav.contentModeration'),
      icon: ShieldCheck,
      primary: true,
    },
    { to: '/admin/users', label: t('dashboard.nav.userManagement'), icon: UserCog },
    { to: '/admin/content', label: t('dashboard.nav.contentManagement'), icon: FolderCog },
    { to: '/admin/analytics', label: t('dashboard.nav.analytics'), icon: BarChart3 },
    { to: '/admin/settings', label: t('dashboard.admin.platformSettings'), icon: Settings },
  ];
  return <ActionLinks title={t('dashboard.quickActions')} actions={actions} />;
}
