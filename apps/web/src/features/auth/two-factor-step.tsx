import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import type { SecondFactorMethod } from './api/verify-second-factor';
import {
  CodeField,
  CodeStepForm,
  codeStepLinkClass,
  sixDigits,
  useCodeEntry,
  type CodeStepProps,
} from './code-step';

/** The second step of signing in to an account with two-factor authentication. */
export function TwoFactorStep({ onBack, onVerified, onToast }: CodeStepProps) {
  const { t } = useTranslation();
  const entry = useCodeEntry({ onVerified, onToast });
  const [method, setMethod] = useState<SecondFactorMethod>('totp');

  const switchMethod = () => {
    setMethod((current) => (current === 'totp' ? 'backupCode' : 'totp'));
    entry.setCode('');
    entry.setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = method === 'totp' ? entry.code.replace(/\s/g, '') : entry.code.trim();
    if (method === 'totp' && !sixDigits.test(value)) {
      entry.setError(t('auth.twoFactor.codeFormat'));
      return;
    }
    if (method === 'backupCode' && value === '') {
      entry.setError(t('auth.twoFactor.backupCodeRequired'));
      return;
    }
    entry.verify(method, value);
  };

  return (
    <CodeStepForm
      icon={ShieldCheck}
      description={
        method === 'totp'
          ? t('auth.twoFactor.totpDescription')
          : t('auth.twoFactor.backupDescription')
      }
      onSubmit={handleSubmit}
      onBack={onBack}
      links={
        <button type="button" onClick={switchMethod} className={codeStepLinkClass}>
          {method === 'totp'
            ? t('auth.twoFactor.useBackupCode')
            : t('auth.twoFactor.useAuthenticator')}
        </button>
      }
    >
      <CodeField
        key={method}
        label={
          method === 'totp' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.backupCodeLabel')
        }
        error={entry.error}
        code={entry.code}
        onCodeChange={entry.changeCode}
        digits={method === 'totp'}
      />
      <Button type="submit" size="lg" className="w-full" loading={entry.verifying}>
        {t('auth.twoFactor.verify')}
      </Button>
    </CodeStepForm>
  );
}
