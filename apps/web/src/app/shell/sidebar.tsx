import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '../../components/ui/logo';
import { SidebarNav } from './sidebar-nav';
import { useSidebarStore } from './sidebar-store';

/** The desktop sidebar (md and wider); it collapses to icons. Narrow screens use MobileNav. */
export function Sidebar() {
  const { t } = useTranslation();
  const collapsed = useSidebarStore((state) => state.collapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      className={clsx(
        'sticky top-0 hidden h-[calc(100dvh-var(--player-bar-height))] shrink-0 flex-col border-e border-border bg-sidebar transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div
        className={clsx(
          'flex h-16 items-center',
          collapsed ? 'justify-center' : 'justify-between ps-5 pe-3',
        )}
      >
        {collapsed ? null : (
          <Link to="/home" className="rounded-lg" aria-label={t('app.homeLink')}>
            <Logo />
          </Link>
        )}
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={collapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
          aria-expanded={!collapsed}
          className="flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <ToggleIcon aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <nav aria-label={t('nav.mainNavigation')} className="flex min-h-0 flex-1 flex-col pt-2">
        <SidebarNav collapsed={collapsed} />
      </nav>
    </aside>
  );
}
