import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { StarPattern } from '../../components/ui/islamic-pattern';
import { Logo } from '../../components/ui/logo';

/** Sign in and sign up (spec 000 §2 Auth); the forms arrive with the auth issue. */
export function AuthPage() {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      <StarPattern className="text-primary opacity-[0.05]" />
      <header className="relative px-6 py-5">
        <Link to="/" className="inline-flex rounded-lg" aria-label={t('app.homeLink')}>
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        className="relative flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16"
      >
        <div className="w-full max-w-md rounded-3xl border border-border bg-card p-8 shadow-xl shadow-black/5">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t('pages.auth')}</h1>
        </div>
      </main>
    </div>
  );
}
