import { useTranslation } from 'react-i18next';

import type { SessionUser } from '../../lib/session/session-user';
import { PhoneCard } from './phone-card';
import { TwoFactorCard } from './two-factor-card';

interface PrivacySecuritySectionProps {
  user: SessionUser;
}

/**
 * Settings → 'Privacy & Security': the second factor, by authenticator app or by text message
 * (one at a time), and the phone number.
 */
export function PrivacySecuritySection({ user }: PrivacySecuritySectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="privacy-security-title" className="max-w-3xl space-y-4">
      <div>
        <h2
          id="privacy-security-title"
          className="font-display text-2xl font-semibold tracking-tight"
        >
          {t('settings.privacySecurity.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('settings.privacySecurity.description')}
        </p>
      </div>
      <TwoFactorCard
        enabled={user.twoFactorMethod === 'totp'}
        blocked={user.twoFactorMethod === 'phone'}
      />
      <PhoneCard phoneNumber={user.phoneNumber} factor={user.twoFactorMethod} />
    </section>
  );
}
