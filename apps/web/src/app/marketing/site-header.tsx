import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { DeferredDropdownMenu } from '../../components/ui/deferred-dropdown-menu';
import { Logo } from '../../components/ui/logo';
import { canModerate } from '../../lib/policy';
import { useSession } from '../../lib/session/use-session';
import { LanguageMenu } from '../language-menu';
import { ThemeMenu } from '../theme-menu';
import { UserMenu } from '../user-menu';
import type { SiteLink } from './site-menu-content';

const loadSiteMenu = () => import('./site-menu-content').then((module) => module.SiteMenuContent);

const linkClasses =
  'rounded-full px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/** The landing page's top navigation; also heads the legal pages. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  const links: SiteLink[] = [
    { to: '/browse', labelKey: 'site.browse' },
    { to: '/upload', labelKey: 'site.upload' },
    ...(canModerate(user) ? [{ to: '/moderation', labelKey: 'site.moderation' } as const] : []),
    { to: '/#discover', labelKey: 'site.discover' },
    { to: '/#for-artists', labelKey: 'site.forArtists' },
    { to: '/#premium', labelKey: 'site.premium' },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('site.navigation')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {user || isPending ? null : <LanguageMenu />}
          <ThemeMenu />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className={clsx('flex items-center gap-2', isPending && 'invisible')}>
              {/* Below sm, Log In lives in the menu; Sign Up stays visible. */}
              <span className="hidden sm:contents">
                <ButtonLink to="/auth" variant="ghost" size="sm">
                  {t('site.logIn')}
                </ButtonLink>
              </span>
              <ButtonLink to="/auth?tab=signup" size="sm">
                {t('site.signUp')}
              </ButtonLink>
            </div>
          )}
          <DeferredDropdownMenu
            trigger={{
              'aria-label': t('site.menu'),
              className:
                'flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted lg:hidden',
            }}
            loadContent={loadSiteMenu}
            contentProps={{ links, signedIn: user !== null }}
          >
            <Menu aria-hidden className="size-5" />
          </DeferredDropdownMenu>
        </div>
      </div>
    </header>
  );
}
