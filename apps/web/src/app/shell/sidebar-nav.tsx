import { clsx } from 'clsx';
import {
  Compass,
  Heart,
  History,
  House,
  LayoutGrid,
  LayoutDashboard,
  Library,
  ListMusic,
  type LucideIcon,
  Search,
  Settings,
  SquarePlus,
  Upload,
} from 'lucide-react';
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
    | 'nav.dashboard';
  icon: LucideIcon;
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

/** The creator's own pages: the dashboard, and for artists uploading and their tracks. */
function creatorItems(role: Role | null): NavItem[] {
  if (!hasDashboard(role)) return [];
  const dashboard: NavItem = { to: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard };
  if (role !== 'artist') return [dashboard];
  return [
    dashboard,
    { to: '/upload', labelKey: 'pages.upload', icon: Upload },
    { to: '/my-tracks', labelKey: 'myTracks.title', icon: ListMusic },
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
  const creator = creatorItems(user?.role ?? null);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className={clsx('space-y-0', collapsed ? 'px-2' : 'px-3')}>
        {renderItems(primaryItems)}
        {creator.length > 0 ? (
          <>
            {divider}
            {renderItems(creator)}
          </>
        ) : null}
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
