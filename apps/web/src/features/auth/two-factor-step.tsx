import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { type SecondFactorMethod, useVerifySecondFactor } from './api/verify-second-factor';
import { mapTwoFactorError, type ToastOutcome } from './auth-errors';
import { translateAuthMessage } from './translate-auth-message';

interface TwoFactorStepProps {
  onBack: () => void;
  onVerified: () => void;
  onToast: (outcome: ToastOutcome) => void;
}

const totpPattern = /^\d{6}$/;

/** The second step of signing in to an account with two-factor authentication. */
export function TwoFactorStep({ onBack, onVerified, onToast }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useVerifySecondFactor();
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const switchMethod = () => {
    setMethod((current) => (current === 'totp' ? 'backupCode' : 'totp'));
    setCode('');
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = method === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (method === 'totp' && !totpPattern.test(value)) {
      setError(t('auth.twoFactor.codeFormat'));
      return;
    }
    if (method === 'backupCode' && value === '') {
      setError(t('auth.twoFactor.backupCodeRequired'));
      return;
    }
    setError(undefined);
    verify.mutate(
      { method, code: value },
      {
        onSuccess: onVerified,
        onError: (failure) => {
          const outcome = mapTwoFactorError(failure);
          if (outcome.kind === 'invalidCode') {
            setError(
              outcome.message
                ? translateAuthMessage(t, outcome.message)
                : t('auth.twoFactor.invalidCode'),
            );
          } else onToast(outcome);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <ShieldCheck aria-hidden className="size-6" />
        </span>
        <div>
          <h2 className="font-display text-xl font-semibold">{t('auth.twoFactor.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {method === 'totp'
              ? t('auth.twoFactor.totpDescription')
              : t('auth.twoFactor.backupDescription')}
          </p>
        </div>
      </div>
      <FormField
        label={
          method === 'totp' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.backupCodeLabel')
        }
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            key={method}
            // The step opens because the person asked for it: the code is what they type next.
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(undefined);
            }}
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            maxLength={method === 'totp' ? 6 : 64}
            spellCheck={false}
            className={
              method === 'totp' ? 'text-center font-mono text-lg tracking-[0.5em]' : 'font-mono'
            }
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={switchMethod}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline"
        >
          {method === 'totp'
            ? t('auth.twoFactor.useBackupCode')
            : t('auth.twoFactor.useAuthenticator')}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1.5 rounded text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
