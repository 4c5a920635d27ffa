import {
  LABEL_STREAM_DAYS,
  type LabelDashboard as Dashboard,
  type LabelReviewStatus,
  type ReviewPriority,
} from '@sada/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  BadgeCheck,
  Clock,
  CircleCheck,
  CircleX,
  Disc3,
  Library,
  Mic2,
  PencilLine,
  Play,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { QueryState } from '../../components/ui/query-state';
import { StatCard, StatGrid, StatsSkeleton } from '../../components/ui/stat-grid';
import { EmptyState } from '../../components/ui/state-message';
import { StatusBadge, type StatusLook } from '../../components/ui/status-badge';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useFormat } from '../../lib/i18n/format';
import { labelDashboardQueryOptions } from './api/label-dashboard';
import { ActionLinks, DashboardCard, type ActionLink } from './dashboard-cards';

/** The label dashboard with real figures from GET /api/dashboard/label. */
export function LabelDashboard() {
  const { t } = useTranslation();
  const query = useQuery(labelDashboardQueryOptions());

  return (
    <div className="space-y-6">
      <QueryState query={query} loading={<StatsSkeleton />} errorMessage={t('dashboard.loadError')}>
        {(dashboard) => <Figures dashboard={dashboard} />}
      </QueryState>
      <LabelActions />
    </div>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totals } = dashboard;

  return (
    <>
      <StatGrid label={t('dashboard.label.figures')}>
        <StatCard
          icon={Users}
          label={t('dashboard.label.artists')}
          value={format.count(totals.artists)}
        />
        <StatCard
          icon={Disc3}
          label={t('dashboard.label.releases')}
          value={format.count(totals.releases)}
        />
        <StatCard
          icon={Clock}
          label={t('dashboard.label.pendingReviews')}
          value={format.count(totals.pendingReviews)}
        />
        <StatCard
          icon={Play}
          label={t('dashboard.label.streams')}
          value={format.count(totals.streams)}
          hint={t('dashboard.label.streamsHint', { count: LABEL_STREAM_DAYS })}
        />
      </StatGrid>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DashboardCard title={t('dashboard.label.roster')}>
          <ArtistTable artists={dashboard.artists} />
        </DashboardCard>
        <DashboardCard title={t('dashboard.label.reviews')}>
          <ReviewList reviews={dashboard.reviews} />
        </DashboardCard>
      </div>
    </>
  );
}

function ArtistTable({ artists }: { artists: Dashboard['artists'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (artists.length === 0) {
    return (
      <EmptyState
        icon={Mic2}
        title={t('dashboard.label.noArtists')}
        description={t('dashboard.label.noArtistsHint')}
        className="py-8"
      />
    );
  }
  const numberCell = 'px-3 py-2.5 text-end tabular-nums';
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th scope="col" className="px-3 pb-2 text-start font-medium">
              {t('dashboard.label.artist')}
            </th>
            <th scope="col" className="px-3 pb-2 text-end font-medium">
              {t('dashboard.label.followers')}
            </th>
            <th scope="col" className="px-3 pb-2 text-end font-medium">
              {t('dashboard.label.monthlyListeners')}
            </th>
            <th scope="col" className="px-3 pb-2 text-end font-medium">
              {t('dashboard.label.releases')}
            </th>
          </tr>
        </thead>
        <tbody>
          {artists.map((artist) => (
            <tr key={artist.id} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2.5 text-start font-normal">
                <span className="flex items-center gap-3">
                  <UserAvatar
                    name={artist.name}
                    url={artist.avatarUrl}
                    className="size-8 text-xs"
                  />
                  <Link
                    to={`/artist/${artist.id}`}
                    dir="auto"
                    className="truncate rounded font-semibold hover:underline focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    {artist.name}
                  </Link>
                  {artist.verified ? (
                    <BadgeCheck
                      role="img"
                      aria-label={t('dashboard.label.verified')}
                      className="size-4 shrink-0 text-primary"
                    />
                  ) : null}
                </span>
              </th>
              <td className={numberCell}>{format.count(artist.followers)}</td>
              <td className={numberCell}>{format.count(artist.monthlyListeners)}</td>
              <td className={numberCell}>{format.number(artist.releases)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const statusLooks: Record<LabelReviewStatus, StatusLook> = {
  pending: { icon: Clock, className: 'bg-gold/15 text-gold-text' },
  approved: { icon: CircleCheck, className: 'bg-primary/10 text-primary' },
  revision: { icon: PencilLine, className: 'bg-warning/12 text-warning-text' },
  rejected: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
};

const priorityLooks: Record<ReviewPriority, string> = {
  high: 'border-destructive/40 text-destructive',
  medium: 'border-warning-text/40 text-warning-text',
  low: 'border-border text-muted-foreground',
};

/** The content review status list: each track with its review state and priority. */
function ReviewList({ reviews }: { reviews: Dashboard['reviews'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (reviews.length === 0) {
    return <EmptyState icon={Library} title={t('dashboard.label.noReviews')} className="py-8" />;
  }
  return (
    <ul className="space-y-3">
      {reviews.map((review) => {
        return (
          <li
            key={review.trackId}
            data-testid="label-review"
            className="flex flex-wrap items-center gap-x-3 gap-y-1.5"
          >
            <div className="min-w-0 flex-1">
              <p dir="auto" className="truncate text-sm font-semibold text-interface-start">
                {review.title}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                <span dir="auto">{review.artistName}</span>
                {` ${format.separator} `}
                {format.date(review.submittedAt, { dateStyle: 'medium' })}
              </p>
            </div>
            <span
              className={clsx(
                'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                priorityLooks[review.priority],
              )}
            >
              {t(`dashboard.label.priority.${review.priority}`)}
            </span>
            <StatusBadge
              look={statusLooks[review.status]}
              label={t(`dashboard.label.status.${review.status}`)}
            />
          </li>
        );
      })}
    </ul>
  );
}

function LabelActions() {
  const { t } = useTranslation();
  const actions: ActionLink[] = [
    {
      to: '/moderation',
      label: t('dashboard.nav.contentModeration'),
      icon: ShieldCheck,
      primary: true,
    },
    { to: '/browse', label: t('nav.browse'), icon: Disc3 },
    { to: '/library', label: t('nav.library'), icon: Library },
    { to: '/settings', label: t('nav.settings'), icon: Settings },
  ];
  return <ActionLinks title={t('dashboard.quickActions')} actions={actions} />;
}
