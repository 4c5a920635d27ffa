import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { useDeleteAccount } from '../../components/profile/api/profile';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { PasswordConfirmForm } from './password-confirm-form';
import { SecurityCard } from './security-card';

/**
 * Delete account: says what goes, asks for the password, and removes everything that is the
 * person's (their playlists, likes, history, artist profile and uploads) for good.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();

  return (
    <SecurityCard
      icon={Trash2}
      tone="danger"
      title={t('settings.deleteAccount.title')}
      description={t('settings.deleteAccount.description')}
    >
      {confirming ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm font-semibold text-destructive">
            {t('settings.deleteAccount.warning')}
          </p>
          <PasswordConfirmForm
            prompt={t('settings.deleteAccount.prompt')}
            submitLabel={t('settings.deleteAccount.confirm')}
            pending={remove.isPending}
            destructive
            error={passwordError}
            onCancel={() => {
              setPasswordError(undefined);
              setConfirming(false);
            }}
            onSubmit={(password) =>
              remove.mutate(password, {
                onError: (error) => {
                  if (error instanceof ApiError && error.fields?.password) {
                    setPasswordError(error.fields.password);
                    return;
                  }
                  toast.error(t('settings.deleteAccount.failed'), { description: error.message });
                },
              })
            }
          />
        </div>
      ) : (
        <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
          {t('settings.deleteAccount.open')}
        </Button>
      )}
    </SecurityCard>
  );
}
