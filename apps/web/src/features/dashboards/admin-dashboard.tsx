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

import { QueryState } from '../../components/ui/query-state';
import { StatCard, StatGrid, StatsSkeleton } from '../../components/ui/stat-grid';
import { useFormat } from '../../lib/i18n/format';
import { ContentStatusPanel, PlatformHealthPanel } from './admin-panels';
import { adminDashboardQueryOptions } from './api/admin-dashboard';
import { ActionLinks, type ActionLink } from './dashboard-cards';

/** The admin dashboard with live figures from GET /api/dashboard/admin. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const query = useQuery(adminDashboardQueryOptions());

  return (
    <div className="space-y-6">
      <QueryState
        query={query}
        loading={<StatsSkeleton panels={2} />}
        errorMessage={t('dashboard.loadError')}
      >
        {(dashboard) => <Figures dashboard={dashboard} />}
      </QueryState>
      <AdminActions />
    </div>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <>
      <StatGrid label={t('dashboard.admin.figures')}>
        <StatCard
          icon={Users}
          label={t('dashboard.admin.totalUsers')}
          value={format.count(dashboard.totalUsers)}
          hint={t('dashboard.admin.activeThisMonth', {
            count: dashboard.activeThisMonth,
            formatted: format.number(dashboard.activeThisMonth),
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
            count: dashboard.playlistsCreated,
            formatted: format.number(dashboard.playlistsCreated),
          })}
        />
        <StatCard
          icon={Play}
          label={t('dashboard.admin.todayStreams')}
          value={format.count(dashboard.todayStreams)}
          hint={t('dashboard.admin.todayStreamsHint')}
        />
      </StatGrid>
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
