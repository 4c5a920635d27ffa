import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { StarEmblem, StarPattern } from '../../components/ui/islamic-pattern';
import { Logo } from '../../components/ui/logo';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      <StarPattern className="text-primary opacity-[0.05]" />
      <header className="relative px-6 py-5">
        <Link to="/" className="inline-flex rounded-lg" aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
      </header>
      <main className="relative flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-lg flex-col items-center text-center">
          <div className="relative mb-6 flex size-52 items-center justify-center">
            <StarEmblem
              className="absolute inset-0 size-full text-gold opacity-60"
              filledCenter={false}
            />
            <p className="relative font-display text-6xl font-semibold tracking-tight text-primary">
              {t('notFound.code')}
            </p>
          </div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('notFound.title')}
          </h1>
          <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
          <ButtonLink to="/" size="lg" className="mt-8">
            <House aria-hidden />
            {t('notFound.backHome')}
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
