import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { SessionUser } from '../../lib/session/session-user';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { PhoneCard } from './phone-card';
import { SessionsCard } from './sessions-card';
import { SettingsSection } from './settings-section';
import { TwoFactorCard } from './two-factor-card';

/**
 * The security half of 'Privacy & Security', each action confirmed on its own: the second
 * factor (authenticator app or text message, one at a time), the phone number, the password,
 * other sessions, and deleting the account.
 */
export function SecuritySection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="security"
      icon={KeyRound}
      title={t('settings.security.title')}
      description={t('settings.privacySecurity.description')}
    >
      <TwoFactorCard
        enabled={user.twoFactorMethod === 'totp'}
        blocked={user.twoFactorMethod === 'phone'}
      />
      <PhoneCard phoneNumber={user.phoneNumber} factor={user.twoFactorMethod} />
      <ChangePasswordCard />
      <SessionsCard />
      <DeleteAccountCard />
    </SettingsSection>
  );
}
