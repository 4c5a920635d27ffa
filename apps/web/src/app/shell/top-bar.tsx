import { Menu, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { useSession } from '../../lib/session/use-session';
import { ThemeMenu } from '../theme-menu';
import { UserMenu } from '../user-menu';
import { NotificationsMenu, PrayerTimesMenu } from './coming-soon-menus';
import { HistoryButtons } from './history-buttons';
import { TopSearch } from './top-search';

interface TopBarProps {
  onOpenNav: () => void;
}

export function TopBar({ onOpenNav }: TopBarProps) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border/70 bg-background/85 px-3 backdrop-blur-md supports-[backdrop-filter]:bg-background/70 sm:gap-3 md:px-6">
      <button
        type="button"
        onClick={onOpenNav}
        aria-label={t('nav.openMenu')}
        className="flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <Link to="/home" className="rounded-lg md:hidden" aria-label={t('app.homeLink')}>
        <LogoMark className="size-8" />
      </Link>
      <div className="hidden sm:block">
        <HistoryButtons />
      </div>
      <TopSearch className="hidden max-w-md flex-1 sm:block" />
      <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
        <Link
          to="/search"
          aria-label={t('nav.search')}
          className="flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground sm:hidden"
        >
          <Search aria-hidden className="size-5" />
        </Link>
        <PrayerTimesMenu />
        <NotificationsMenu />
        <ThemeMenu />
        <div className="ms-1 flex min-w-10 justify-end">
          {user ? (
            <UserMenu user={user} />
          ) : isPending ? null : (
            <ButtonLink to="/auth" size="sm">
              {t('topBar.signIn')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
