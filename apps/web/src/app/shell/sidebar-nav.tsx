import { clsx } from 'clsx';
import {
  Activity,
  BarChart3,
  Compass,
  Database,
  FolderCog,
  Heart,
  History,
  House,
  LayoutGrid,
  LayoutDashboard,
  Library,
  LibraryBig,
  ListMusic,
  type LucideIcon,
  ScrollText,
  Search,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  SquarePlus,
  Upload,
  UserCheck,
  UserCog,
} from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';

import { openCreatePlaylist } from '../../components/playlists/create-playlist-store';
import { hasDashboard } from '../../lib/policy';
import type { Role } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { RecentlyCreated } from './recently-created';

interface NavItem {
  to: string;
  labelKey:
    | 'nav.home'
    | 'nav.browse'
    | 'nav.library'
    | 'nav.liked'
    | 'nav.recentlyPlayed'
    | 'nav.search'
    | 'nav.genres'
    | 'nav.settings'
    | 'pages.upload'
    | 'myTracks.title'
    | 'series.mine.title'
    | 'nav.dashboard'
    | 'dashboard.nav.analytics'
    | 'dashboard.nav.userManagement'
    | 'dashboard.nav.contentManagement'
    | 'dashboard.nav.contentModeration'
    | 'dashboard.nav.systemHealth'
    | 'dashboard.nav.database'
    | 'dashboard.nav.settings'
    | 'adminAudit.title'
    | 'adminReviewers.title';
  icon: LucideIcon;
}

interface NavGroup {
  titleKey?: 'dashboard.nav.management' | 'dashboard.nav.system';
  items: NavItem[];
}

const primaryItems: NavItem[] = [
  { to: '/home', labelKey: 'nav.home', icon: House },
  { to: '/browse', labelKey: 'nav.browse', icon: Compass },
  { to: '/library', labelKey: 'nav.library', icon: Library },
];
const collectionItems: NavItem[] = [
  { to: '/liked', labelKey: 'nav.liked', icon: Heart },
  { to: '/recently-played', labelKey: 'nav.recentlyPlayed', icon: History },
];
const discoverItems: NavItem[] = [
  { to: '/search', labelKey: 'nav.search', icon: Search },
  { to: '/genre/nasheed', labelKey: 'nav.genres', icon: LayoutGrid },
];
const settingsItems: NavItem[] = [{ to: '/settings', labelKey: 'nav.settings', icon: Settings }];

const dashboardItem: NavItem = {
  to: '/dashboard',
  labelKey: 'nav.dashboard',
  icon: LayoutDashboard,
};
const moderationItem: NavItem = {
  to: '/moderation',
  labelKey: 'dashboard.nav.contentModeration',
  icon: ShieldCheck,
};

/** The admin's groups: Dashboard and Analytics; Management; System. */
const adminGroups: NavGroup[] = [
  {
    items: [
      dashboardItem,
      { to: '/admin/analytics', labelKey: 'dashboard.nav.analytics', icon: BarChart3 },
    ],
  },
  {
    titleKey: 'dashboard.nav.management',
    items: [
      { to: '/admin/users', labelKey: 'dashboard.nav.userManagement', icon: UserCog },
      { to: '/admin/content', labelKey: 'dashboard.nav.contentManagement', icon: FolderCog },
      moderationItem,
      { to: '/admin/reviewers', labelKey: 'adminReviewers.title', icon: UserCheck },
    ],
  },
  {
    titleKey: 'dashboard.nav.system',
    items: [
      { to: '/admin/system', labelKey: 'dashboard.nav.systemHealth', icon: Activity },
      { to: '/admin/database', labelKey: 'dashboard.nav.database', icon: Database },
      { to: '/admin/settings', labelKey: 'dashboard.nav.settings', icon: SlidersHorizontal },
      { to: '/admin/audit', labelKey: 'adminAudit.title', icon: ScrollText },
    ],
  },
];

/**
 * The pages of each role's work: artists upload and list their tracks, labels review content,
 * admins run the platform. Listeners have none.
 */
function roleGroups(role: Role | null): NavGroup[] {
  if (!hasDashboard(role)) return [];
  if (role === 'admin') return adminGroups;
  if (role === 'label') return [{ items: [dashboardItem, moderationItem] }];
  return [
    {
      items: [
        dashboardItem,
        { to: '/upload', labelKey: 'pages.upload', icon: Upload },
        { to: '/my-tracks', labelKey: 'myTracks.title', icon: ListMusic },
        { to: '/my-series', labelKey: 'series.mine.title', icon: LibraryBig },
      ],
    },
  ];
}

const rowClasses =
  'group flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0';

interface SidebarNavProps {
  collapsed?: boolean;
  /** Called after a link or action is used (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();

  const handleCreatePlaylist = () => {
    onNavigate?.();
    if (!user) {
      void navigate('/auth');
      return;
    }
    openCreatePlaylist();
  };

  const renderItems = (items: NavItem[]) => (
    <ul className="space-y-0.5">
      {items.map(({ to, labelKey, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            title={collapsed ? t(labelKey) : undefined}
            className={({ isActive }) =>
              clsx(
                rowClasses,
                collapsed && 'justify-center px-0',
                isActive
                  ? 'bg-primary/10 font-semibold text-primary'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <Icon aria-hidden />
            <span className={clsx(collapsed && 'sr-only')}>{t(labelKey)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );

  const divider = <div role="presentation" className="mx-3 my-3 h-px bg-border" />;
  const groups = roleGroups(user?.role ?? null);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className={clsx('space-y-0', collapsed ? 'px-2' : 'px-3')}>
        {renderItems(primaryItems)}
        {groups.map((group, index) => (
          <Fragment key={group.titleKey ?? index}>
            {divider}
            {group.titleKey ? (
              <TitledGroup title={t(group.titleKey)} collapsed={collapsed}>
                {renderItems(group.items)}
              </TitledGroup>
            ) : (
              renderItems(group.items)
            )}
          </Fragment>
        ))}
        {divider}
        <button
          type="button"
          onClick={handleCreatePlaylist}
          title={collapsed ? t('nav.createPlaylist') : undefined}
          className={clsx(
            rowClasses,
            collapsed && 'justify-center px-0',
            'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <SquarePlus aria-hidden className="text-gold-text" />
          <span className={clsx(collapsed && 'sr-only')}>{t('nav.createPlaylist')}</span>
        </button>
        {divider}
        {renderItems(collectionItems)}
        {divider}
        {renderItems(discoverItems)}
        {divider}
        {renderItems(settingsItems)}
      </div>
      {collapsed ? null : (
        // Focusable so that keyboard users can scroll it when the list is taller than the space.
        <div
          tabIndex={0}
          className="mt-6 min-h-0 flex-1 overflow-y-auto rounded-lg pb-6 focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          <RecentlyCreated onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}

/** A group of links under a small heading; the heading stays for screen readers when collapsed. */
function TitledGroup({
  title,
  collapsed,
  children,
}: {
  title: string;
  collapsed: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={clsx(
          'px-3 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase',
          collapsed && 'sr-only',
        )}
      >
        {title}
      </h2>
      {children}
    </div>
  );
}
