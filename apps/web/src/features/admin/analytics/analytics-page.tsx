import { ANALYTICS_DAYS, type AdminAnalytics } from '@sada/contracts/admin-console';
import { PLAY_COUNT_MIN_MS } from '@sada/contracts/streaming';
import { useQuery } from '@tanstack/react-query';
import { Headphones, Play, Radio, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DayBarChart } from '../../../components/charts/day-bar-chart';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { QueryState } from '../../../components/ui/query-state';
import { StatCard, StatGrid, StatsSkeleton } from '../../../components/ui/stat-grid';
import { useFormat } from '../../../lib/i18n/format';
import { adminAnalyticsQueryOptions } from './api/admin-analytics';
import { TopArtists, TopTracks } from './top-lists';

type Day = AdminAnalytics['days'][number];

const streamsOf = (day: Day) => day.streams;
const playsOf = (day: Day) => day.plays;
const newUsersOf = (day: Day) => day.newUsers;

/** The period's dates are UTC days. */
const dayOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** /admin/analytics: streams, plays and new users of the last 30 days, and what was played most. */
export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  const query = useQuery(adminAnalyticsQueryOptions());

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        className="mb-2"
        title={t('admin.analytics')}
        description={t('adminAnalytics.description', { count: ANALYTICS_DAYS })}
      />
      <QueryState
        query={query}
        loading={<StatsSkeleton />}
        errorMessage={t('adminAnalytics.loadError')}
      >
        {(analytics) => <Figures analytics={analytics} />}
      </QueryState>
    </div>
  );
}

function Figures({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totals, days } = analytics;
  const dayHeader = t('adminAnalytics.day');

  return (
    <>
      <StatGrid
        label={t('adminAnalytics.totals')}
        intro={
          <p className="mb-3 text-sm text-muted-foreground">
            {t('adminAnalytics.period', {
              from: format.date(analytics.from, dayOptions),
              to: format.date(analytics.to, dayOptions),
            })}
          </p>
        }
      >
        <StatCard
          icon={Radio}
          label={t('adminAnalytics.streams')}
          value={format.number(totals.streams)}
          hint={t('adminAnalytics.streamsHint')}
        />
        <StatCard
          icon={Play}
          label={t('adminAnalytics.plays')}
          value={format.number(totals.plays)}
          hint={t('adminAnalytics.playsHint', { count: PLAY_COUNT_MIN_MS / 1000 })}
        />
        <StatCard
          icon={Headphones}
          label={t('adminAnalytics.listeners')}
          value={format.number(totals.listeners)}
          hint={t('adminAnalytics.listenersHint')}
        />
        <StatCard
          icon={UserPlus}
          label={t('adminAnalytics.newUsers')}
          value={format.number(totals.newUsers)}
          hint={t('adminAnalytics.newUsersHint')}
        />
      </StatGrid>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('adminAnalytics.streamsChart.title')}>
          <DayBarChart
            days={days}
            valueOf={streamsOf}
            testId="streams-chart"
            summary={(figures) => t('adminAnalytics.chartSummary', { ...figures })}
            empty={t('adminAnalytics.noStreams')}
            table={{
              caption: t('adminAnalytics.streamsChart.caption', { count: days.length }),
              dayHeader,
              columns: [
                { header: t('adminAnalytics.streams'), valueOf: streamsOf },
                { header: t('adminAnalytics.plays'), valueOf: playsOf },
              ],
            }}
          />
        </Panel>
        <Panel title={t('adminAnalytics.usersChart.title')}>
          <DayBarChart
            days={days}
            valueOf={newUsersOf}
            testId="new-users-chart"
            summary={(figures) => t('adminAnalytics.chartSummary', { ...figures })}
            empty={t('adminAnalytics.noNewUsers')}
            table={{
              caption: t('adminAnalytics.usersChart.caption', { count: days.length }),
              dayHeader,
              columns: [{ header: t('adminAnalytics.newUsers'), valueOf: newUsersOf }],
            }}
          />
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('adminAnalytics.topTracks')}>
          <TopTracks tracks={analytics.topTracks} />
        </Panel>
        <Panel title={t('adminAnalytics.topArtists')}>
          <TopArtists artists={analytics.topArtists} />
        </Panel>
      </div>
    </>
  );
}
