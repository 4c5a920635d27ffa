import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { StarPattern } from '../../components/ui/islamic-pattern';
import { Logo } from '../../components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ProviderSignInError } from './provider-sign-in-error';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignInButtons } from './social-sign-in-buttons';

type AuthTab = 'signin' | 'signup';

function tabFrom(value: string | null): AuthTab {
  return value === 'signup' ? 'signup' : 'signin';
}

/** `?twoFactor=totp|phone`: a provider sign-in that awaits the account's second factor. */
function pendingFactorFrom(value: string | null): SecondFactorMethod | null {
  return value === 'totp' || value === 'phone' ? value : null;
}

/** Sign In and Sign Up tabs; `?tab=signup` opens the second. */
export function AuthPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const pendingFactor = pendingFactorFrom(searchParams.get('twoFactor'));
  const providerError = searchParams.get('error');

  const showTab = (next: AuthTab) => {
    setSearchParams(
      (params) => {
        if (next === 'signup') params.set('tab', 'signup');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };

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
        className="relative flex flex-1 items-start justify-center px-4 pt-2 pb-16 sm:pt-8"
      >
        <div className="w-full max-w-md rounded-3xl border border-border bg-card p-6 shadow-xl shadow-black/5 sm:p-8">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{t('auth.title')}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('auth.subtitle')}</p>
          {providerError ? <ProviderSignInError code={providerError} /> : null}
          <Tabs value={tab} onValueChange={(value) => showTab(tabFrom(value))} className="mt-6">
            <TabsList aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="mt-6">
              <SignInForm pendingFactor={pendingFactor} />
              {pendingFactor ? null : <SocialSignInButtons />}
              <p className="mt-6 text-center text-sm text-muted-foreground">
                {t('auth.signIn.noAccount')}{' '}
                <button
                  type="button"
                  onClick={() => showTab('signup')}
                  className="rounded font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t('auth.signIn.createAccount')}
                </button>
              </p>
            </TabsContent>
            <TabsContent value="signup" className="mt-6">
              <SignUpForm />
              <SocialSignInButtons />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                {t('auth.signUp.haveAccount')}{' '}
                <button
                  type="button"
                  onClick={() => showTab('signin')}
                  className="rounded font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t('auth.signUp.signInInstead')}
                </button>
              </p>
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  );
}
