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
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import {
  artistDashboardQueryOptions,
  isMissingArtistProfile,
} from '../../components/uploads/api/artist-dashboard';
import { useFormat } from '../../lib/i18n/format';
import { DashboardCard, QuickActions, StatCard } from './dashboard-cards';
import { PlaysChart } from './plays-chart';
import { RecentUploads, TopTracks, UploadsByStatus } from './track-lists';

/** The artist's dashboard (001 §2) with real figures from GET /api/dashboard/artist. */
export function ArtistDashboard() {
  const { t, i18n } = useTranslation();
  const query = useQuery(artistDashboardQueryOptions());

  return (
    <div className="space-y-6">
      {query.isPending ? (
        <div role="status" aria-label={t('app.loading')} className="space-y-6">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-28 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-64 rounded-3xl" />
        </div>
      ) : isMissingArtistProfile(query.error) ? (
        <EmptyState
          icon={Mic2}
          title={localizeMessage(artistProfileMessages.createFirst, i18n.language)}
          action={<ButtonLink to="/upload">{t('upload.profile.submit')}</ButtonLink>}
        />
      ) : query.isError ? (
        <LoadError
          message={t('artistDashboard.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <Figures dashboard={query.data} />
      )}
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
      <section aria-label={t('artistDashboard.totals')}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            icon={Play}
            label={t('artistDashboard.plays')}
            value={format.count(totals.plays)}
          />
          <StatCard
            icon={Headphones}
            label={t('artistDashboard.monthlyListeners')}
            value={format.count(totals.monthlyListeners)}
            hint={t('artistDashboard.monthlyListenersHint', { days: MONTHLY_LISTENER_DAYS })}
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
        </ul>
      </section>

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
