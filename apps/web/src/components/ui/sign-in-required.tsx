import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from './button';

/** What a signed-out visitor sees on a page that needs an account, with the way to sign in. */
export function SignInRequired({ message }: { message: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-xl flex-col items-start gap-4 rounded-3xl border border-border bg-card p-6 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <LockKeyhole aria-hidden className="size-6" />
      </span>
      <p className="flex-1 text-muted-foreground">{message}</p>
      <ButtonLink to="/auth">{t('topBar.signIn')}</ButtonLink>
    </div>
  );
}
