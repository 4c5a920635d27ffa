import { LogIn, Menu, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { PrayerTimesMenu } from '../../features/prayer/prayer-times-menu';
import { useSession } from '../../lib/session/use-session';
import { LanguageMenu } from '../language-menu';
import { ThemeMenu } from '../theme-menu';
import { UserMenu } from '../user-menu';
import { HistoryButtons } from './history-buttons';
import { TopSearch } from './top-search';

interface TopBarProps {
  onOpenNav: () => void;
}

export function TopBar({ onOpenNav }: TopBarProps) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-1.5 border-b border-border/70 bg-background/85 px-2 backdrop-blur-md supports-[backdrop-filter]:bg-background/70 sm:gap-3 sm:px-3 md:px-6">
      <button
        type="button"
        onClick={onOpenNav}
        aria-label={t('nav.openMenu')}
        className="flex size-9 items-center justify-center rounded-full text-foreground hover:bg-muted sm:size-10 md:hidden"
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
          className="flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground sm:hidden"
        >
          <Search aria-hidden className="size-5" />
        </Link>
        <PrayerTimesMenu />
        {user ? <NotificationBell /> : null}
        {user || isPending ? null : <LanguageMenu />}
        <ThemeMenu />
        <div className="ms-1 flex min-w-10 justify-end">
          {user ? (
            <UserMenu user={user} />
          ) : isPending ? null : (
            // On a phone the words give way to an icon, so the bar fits in every language.
            <ButtonLink to="/auth" size="sm" className="max-sm:w-9 max-sm:px-0">
              <LogIn aria-hidden className="rtl:-scale-x-100 sm:hidden" />
              <span className="max-sm:sr-only">{t('topBar.signIn')}</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
