import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StarPattern } from '../../components/ui/islamic-pattern';
import { Logo } from '../../components/ui/logo';

type FooterLinkKey =
  | 'browse'
  | 'search'
  | 'upload'
  | 'forArtists'
  | 'artists'
  | 'playlists'
  | 'popular'
  | 'newReleases'
  | 'privacy'
  | 'terms';

interface FooterColumn {
  titleKey: 'footer.platform' | 'footer.community' | 'footer.legal';
  links: { to: string; key: FooterLinkKey }[];
}

const columns: FooterColumn[] = [
  {
    titleKey: 'footer.platform',
    links: [
      { to: '/browse', key: 'browse' },
      { to: '/search', key: 'search' },
      { to: '/upload', key: 'upload' },
      { to: '/#for-artists', key: 'forArtists' },
    ],
  },
  {
    titleKey: 'footer.community',
    links: [
      { to: '/all/artists', key: 'artists' },
      { to: '/all/playlists', key: 'playlists' },
      { to: '/all/tracks?category=popular', key: 'popular' },
      { to: '/all/tracks?category=recent', key: 'newReleases' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { to: '/privacy', key: 'privacy' },
      { to: '/terms', key: 'terms' },
    ],
  },
];

const subscribeNever = () => () => undefined;

/**
 * This year; null in the landing page rendered at build time (src/prerender) and while the
 * browser hydrates it, so a page built last year still matches, then this year.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => null,
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useCurrentYear();

  return (
    <footer className="relative overflow-hidden border-t border-border bg-sidebar">
      <StarPattern className="text-gold opacity-[0.07]" />
      <div className="relative mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Link to="/" className="inline-flex rounded-lg" aria-label={t('app.homeLink')}>
            <Logo />
          </Link>
          <p className="mt-4 text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => {
          const headingId = `footer-${column.titleKey.split('.')[1] ?? 'links'}`;
          return (
            <nav key={column.titleKey} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-sm font-semibold text-foreground">
                {t(column.titleKey)}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded text-sm text-muted-foreground transition-colors hover:text-primary"
                    >
                      {t(`footer.links.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className="relative border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {year !== null && t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
