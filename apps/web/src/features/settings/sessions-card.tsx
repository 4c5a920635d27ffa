import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { useSignOutOtherSessions } from './api/account-security';
import { SecurityCard } from './security-card';

/** Signs out every other browser and device; this one stays signed in. */
export function SessionsCard() {
  const { t } = useTranslation();
  const revoke = useSignOutOtherSessions();
  return (
    <SecurityCard
      icon={MonitorSmartphone}
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
    >
      <Button
        variant="outline"
        loading={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () => toast.success(t('settings.sessions.done')),
            onError: (error) =>
              toast.error(t('settings.sessions.failed'), { description: error.message }),
          })
        }
      >
        {t('settings.sessions.signOutOthers')}
      </Button>
    </SecurityCard>
  );
}
