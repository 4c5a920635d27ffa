import {
  MONTHLY_LISTENER_DAYS,
  type ArtistDashboard as Dashboard,
} from '@sada/contracts/dashboards';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { artistProfileMessages } from '@sada/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { Headphones, Heart, Mic2, Play, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { QueryState } from '../../components/ui/query-state';
import { StatCard, StatGrid, StatsSkeleton } from '../../components/ui/stat-grid';
import { EmptyState } from '../../components/ui/state-message';
import {
  artistDashboardQueryOptions,
  isMissingArtistProfile,
} from '../../components/uploads/api/artist-dashboard';
import { useFormat } from '../../lib/i18n/format';
import { DashboardCard, QuickActions } from './dashboard-cards';
import { PlaysChart } from './plays-chart';
import { RecentUploads, TopTracks, UploadsByStatus } from './track-lists';

/** The artist's dashboard with real figures from GET /api/dashboard/artist. */
export function ArtistDashboard() {
  const { t, i18n } = useTranslation();
  const query = useQuery(artistDashboardQueryOptions());

  return (
    <div className="space-y-6">
      <QueryState
        query={query}
        loading={<StatsSkeleton />}
        errorMessage={t('artistDashboard.loadError')}
        renderError={(error) =>
          isMissingArtistProfile(error) ? (
            <EmptyState
              icon={Mic2}
              title={localizeMessage(artistProfileMessages.createFirst, i18n.language)}
              action={<ButtonLink to="/upload">{t('upload.profile.submit')}</ButtonLink>}
            />
          ) : null
        }
      >
        {(dashboard) => <Figures dashboard={dashboard} />}
      </QueryState>
      <QuickActions artistId={query.data?.artist.id ?? null} />
    </div>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totals } = dashboard;

  return (
    <>
      <StatGrid label={t('artistDashboard.totals')}>
        <StatCard
          icon={Play}
          label={t('artistDashboard.plays')}
          value={format.count(totals.plays)}
        />
        <StatCard
          icon={Headphones}
          label={t('artistDashboard.monthlyListeners')}
          value={format.count(totals.monthlyListeners)}
          hint={t('artistDashboard.monthlyListenersHint', { count: MONTHLY_LISTENER_DAYS })}
        />
        <StatCard
          icon={Users}
          label={t('artistDashboard.followers')}
          value={format.count(totals.followers)}
        />
        <StatCard
          icon={Heart}
          label={t('artistDashboard.likes')}
          value={format.count(totals.likes)}
        />
      </StatGrid>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DashboardCard
          title={t('artistDashboard.chart.title', { count: dashboard.playsPerDay.length })}
        >
          <PlaysChart days={dashboard.playsPerDay} />
        </DashboardCard>
        <DashboardCard
          title={t('artistDashboard.uploads', { count: totals.tracks })}
          link={{ to: '/my-tracks', label: t('artistDashboard.allTracks') }}
        >
          <UploadsByStatus counts={dashboard.uploadsByStatus} />
        </DashboardCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardCard title={t('artistDashboard.topTracks')}>
          <TopTracks tracks={dashboard.topTracks} />
        </DashboardCard>
        <DashboardCard
          title={t('artistDashboard.recentUploads')}
          link={{ to: '/my-tracks', label: t('artistDashboard.allTracks') }}
        >
          <RecentUploads tracks={dashboard.recentUploads} />
        </DashboardCard>
      </div>
    </>
  );
}
