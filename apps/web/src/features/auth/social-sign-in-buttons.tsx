import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { startProviderSignIn, useSignInProviders } from './api/sign-in-providers';

/**
 * 'Continue with {label}' for each OpenID Connect provider the server is configured with; nothing
 * at all when there are none (or the list cannot be had: the password form still works).
 */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const { data: providers } = useSignInProviders();
  const [pending, setPending] = useState<string | null>(null);

  if (!providers || providers.length === 0) return null;

  const handleClick = async (id: string) => {
    setPending(id);
    try {
      window.location.assign(await startProviderSignIn(id));
    } catch (failure) {
      setPending(null);
      const answered = failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS;
      toast.error(t('auth.social.failed'), {
        description: answered ? failure.message : t('auth.tryAgain'),
      });
    }
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <ul className="mt-4 space-y-2" aria-label={t('auth.social.listLabel')}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              loading={pending === provider.id}
              disabled={pending !== null && pending !== provider.id}
              onClick={() => void handleClick(provider.id)}
            >
              {pending === provider.id ? null : <KeyRound aria-hidden />}
              {t('auth.social.continueWith', { label: provider.label })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
