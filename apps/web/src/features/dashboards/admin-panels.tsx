import { ADMIN_ACTIVE_DAYS, type AdminDashboard as Dashboard } from '@sada/contracts/dashboards';
import type { PlatformHealth } from '@sada/contracts/system';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

import { HealthStatusBadge } from '../../components/health/health-status';
import { useFormat } from '../../lib/i18n/format';
import { DashboardCard } from './dashboard-cards';

interface ShareRowProps {
  label: string;
  value: number;
  total: number;
  barClassName: string;
}

/** One figure with a bar showing its share of the whole. */
function ShareRow({ label, value, total, barClassName }: ShareRowProps) {
  const format = useFormat();
  const percent = total > 0 ? Math.round((value / total) * 100) : 0;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">{format.number(value)}</span>
      </div>
      <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={clsx('h-full rounded-full', barClassName)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/**
 * Where the catalog stands: tracks waiting for review, live tracks, the rest (rejected,
 * returned or failed), and the artists active lately.
 */
export function ContentStatusPanel({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { totalTracks, pendingReview, liveTracks } = dashboard;
  const other = Math.max(0, totalTracks - pendingReview - liveTracks);

  return (
    <DashboardCard
      title={t('dashboard.admin.content.title')}
      link={{ to: '/moderation', label: t('dashboard.admin.content.review') }}
    >
      <ul className="space-y-4">
        <ShareRow
          label={t('dashboard.admin.content.pending')}
          value={pendingReview}
          total={totalTracks}
          barClassName="bg-gold"
        />
        <ShareRow
          label={t('dashboard.admin.content.live')}
          value={liveTracks}
          total={totalTracks}
          barClassName="bg-primary"
        />
        <ShareRow
          label={t('dashboard.admin.content.other')}
          value={other}
          total={totalTracks}
          barClassName="bg-muted-foreground/50"
        />
        <li className="border-t border-border pt-4">
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-muted-foreground">
              {t('dashboard.admin.content.activeArtists')}
            </span>
            <span className="font-semibold tabular-nums">
              {format.number(dashboard.activeArtists)}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('dashboard.admin.content.activeArtistsHint', { count: ADMIN_ACTIVE_DAYS })}
          </p>
        </li>
      </ul>
    </DashboardCard>
  );
}

/** The platform's health from real checks, each with its state and response time. */
export function PlatformHealthPanel({ health }: { health: PlatformHealth }) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <DashboardCard
      title={t('dashboard.admin.health.title')}
      link={{ to: '/admin/system', label: t('dashboard.admin.health.details') }}
    >
      <div className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-muted/60 px-4 py-3">
        <p className="text-sm font-semibold">{t('adminSystem.overall')}</p>
        <HealthStatusBadge status={health.status} className="text-sm" />
      </div>
      <ul className="space-y-2.5">
        {health.checks.map((check) => (
          <li key={check.name} className="flex items-center justify-between gap-3">
            <span className="text-sm">{t(`adminSystem.check.${check.name}`)}</span>
            <span className="flex items-center gap-3">
              <span className="text-xs text-muted-foreground tabular-nums">
                {t('adminSystem.latency', { value: format.number(check.latencyMs) })}
              </span>
              <HealthStatusBadge status={check.status} />
            </span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
