import { useQuery } from '@tanstack/react-query';
import { Clock, Compass, Heart, Library, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { browseQueryOptions } from '../../components/catalog/api/browse';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { TrackCardGrid } from '../../components/catalog/track-card-grid';
import { ListeningRuleCard } from '../../components/listening-rule/listening-rule-card';
import { StarPattern } from '../../components/ui/islamic-pattern';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { displayNameOf } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { ContinueListeningSection } from '../../player/ui/continue-listening';

interface Shortcut {
  to: string;
  icon: LucideIcon;
  title: 'library' | 'liked' | 'recentlyPlayed' | 'browse';
}

const shortcuts: Shortcut[] = [
  { to: '/library', icon: Library, title: 'library' },
  { to: '/liked', icon: Heart, title: 'liked' },
  { to: '/recently-played', icon: Clock, title: 'recentlyPlayed' },
  { to: '/browse', icon: Compass, title: 'browse' },
];

/** Welcome dashboard: the question of what to hear (until answered), shortcuts, Made for you. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, isPending: sessionPending } = useSession();
  // 'Welcome back' only for someone who has been here before.
  const greeting = () => {
    if (!user) return t('home.welcome');
    const name = displayNameOf(user);
    return user.firstVisit
      ? t('home.welcomeFirstVisit', { name })
      : t('home.welcomeBack', { name });
  };
  const browse = useQuery({
    ...browseQueryOptions(user?.id ?? null),
    enabled: !sessionPending,
  });

  return (
    <div className="mx-auto max-w-6xl">
      <header className="relative mb-8 overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-10 text-hero-foreground sm:px-10">
        <StarPattern className="text-gold opacity-[0.08]" />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-gold">{t('browse.greeting')}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-5xl">
            {sessionPending ? (
              // Neither 'Welcome back' nor a visitor's welcome until the session says who it is.
              <>
                <span className="sr-only">{t('app.loading')}</span>
                <Skeleton as="span" className="h-[1.1em] w-2/3 max-w-xl bg-white/10" />
              </>
            ) : (
              greeting()
            )}
          </h1>
          <p className="mt-3 max-w-xl text-hero-muted">
            {sessionPending ? (
              // Like the greeting: the intro depends on whether this is a first visit.
              <Skeleton as="span" className="h-[1.5em] w-full bg-white/10" />
            ) : (
              t(user?.firstVisit ? 'home.introFirstVisit' : 'home.intro')
            )}
          </p>
        </div>
      </header>

      <ListeningRuleCard className="mb-8" />

      <ContinueListeningSection
        signedIn={user !== null}
        wrap={(content) => (
          <CatalogSection title={t('longForm.continue.title')}>{content}</CatalogSection>
        )}
      />

      <nav aria-label={t('home.shortcuts')} className="mb-10">
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ to, icon: Icon, title }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold group-hover:underline">
                    {t(`home.cards.${title}.title`)}
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {t(`home.cards.${title}.description`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <CatalogSection title={t('browse.madeForYou')} showAllTo="/browse">
        {browse.isError ? (
          <LoadError
            message={t('browse.loadError')}
            onRetry={() => void browse.refetch()}
            retrying={browse.isRefetching}
          />
        ) : browse.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="aspect-[4/5] w-full rounded-2xl" />
            ))}
          </div>
        ) : browse.data.madeForYou.length > 0 ? (
          <TrackCardGrid tracks={browse.data.madeForYou} />
        ) : (
          <p className="py-4 text-muted-foreground">{t('browse.noTracks')}</p>
        )}
      </CatalogSection>
    </div>
  );
}
