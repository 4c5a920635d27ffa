import {
  ChevronRight,
  Library,
  type LucideIcon,
  Mic2,
  Settings,
  Upload,
  UserRound,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Panel } from '../../components/ui/panel';

interface DashboardCardProps {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}

/** A titled panel of the dashboard, with an optional link at the end of its title line. */
export function DashboardCard({ title, link, children }: DashboardCardProps) {
  return (
    <Panel
      title={title}
      aside={
        link ? (
          <Link
            to={link.to}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            {link.label}
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null
      }
    >
      {children}
    </Panel>
  );
}

export interface ActionLink {
  to: string;
  label: string;
  icon: LucideIcon;
  primary?: boolean;
}

/** A titled grid of links to where a role goes most. */
export function ActionLinks({ title, actions }: { title: string; actions: ActionLink[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 font-display text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {actions.map(({ to, label, icon: Icon, primary }) => (
          <li key={to}>
            <Link
              to={to}
              className={
                primary
                  ? 'flex h-full items-center gap-3 rounded-2xl bg-primary p-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none'
                  : 'flex h-full items-center gap-3 rounded-2xl border border-border bg-card p-4 text-sm font-semibold hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none'
              }
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Quick actions: upload, profile, library, settings, and the public artist page. */
export function QuickActions({ artistId }: { artistId: string | null }) {
  const { t } = useTranslation();
  const actions: ActionLink[] = [
    { to: '/upload', label: t('pages.upload'), icon: Upload, primary: true },
    { to: '/profile', label: t('artistDashboard.actions.profile'), icon: UserRound },
    { to: '/library', label: t('artistDashboard.actions.library'), icon: Library },
    { to: '/settings', label: t('artistDashboard.actions.settings'), icon: Settings },
  ];
  if (artistId) {
    actions.push({
      to: `/artist/${artistId}`,
      label: t('artistDashboard.actions.artistPage'),
      icon: Mic2,
    });
  }
  return <ActionLinks title={t('artistDashboard.actions.title')} actions={actions} />;
}
