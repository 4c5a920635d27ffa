import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import { clsx } from 'clsx';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useEnableSmsFactor } from './api/phone-number';
import { PasswordConfirmForm } from './password-confirm-form';
import { PhoneNumberForm } from './phone-number-form';

type Step = 'idle' | 'number' | 'turnOn' | 'turnOff';

interface PhoneCardProps {
  /** The verified number, or null. */
  phoneNumber: string | null;
  factor: SecondFactorMethod | null;
}

/**
 * The phone factor: a verified number, and codes by text message as the second step of signing in.
 * The number cannot change while it is the factor.
 */
export function PhoneCard({ phoneNumber, factor }: PhoneCardProps) {
  const { t } = useTranslation();
  const enable = useEnableSmsFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>('idle');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const on = factor === 'phone';

  const go = (next: Step) => {
    setPasswordError(undefined);
    setStep(next);
  };

  const handlePasswordFailure = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') {
      setPasswordError(t('settings.twoFactor.wrongPassword'));
      return;
    }
    const answered = failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS;
    toast.error(t('settings.phone.failed'), {
      description: answered ? failure.message : t('auth.tryAgain'),
    });
  };

  return (
    <div className="rounded-3xl border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span
          className={clsx(
            'flex size-11 shrink-0 items-center justify-center rounded-2xl',
            on ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          {on ? (
            <MessageSquareText aria-hidden className="size-6" />
          ) : (
            <Smartphone aria-hidden className="size-6" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{t('settings.phone.title')}</h3>
            <span
              data-testid="sms-factor-state"
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                on ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {on ? t('settings.twoFactor.enabled') : t('settings.twoFactor.disabled')}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {on ? t('settings.phone.factorOn') : t('settings.phone.description')}
          </p>
          {phoneNumber ? (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span dir="ltr" className="font-mono font-medium" data-testid="phone-number">
                {phoneNumber}
              </span>
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                {t('settings.phone.verified')}
              </span>
            </p>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{t('settings.phone.none')}</p>
          )}
        </div>
      </div>

      <div className="mt-6 space-y-3 sm:ms-15">
        {step === 'idle' ? (
          <IdleActions
            phoneNumber={phoneNumber}
            factor={factor}
            onAddNumber={() => go('number')}
            onTurnOn={() => go('turnOn')}
            onTurnOff={() => go('turnOff')}
          />
        ) : null}
        {step === 'number' ? (
          <PhoneNumberForm onDone={() => go('idle')} onCancel={() => go('idle')} />
        ) : null}
        {step === 'turnOn' ? (
          <PasswordConfirmForm
            prompt={t('settings.phone.turnOnPrompt')}
            submitLabel={t('settings.phone.turnOn')}
            pending={enable.isPending}
            error={passwordError}
            onCancel={() => go('idle')}
            onSubmit={(password) =>
              enable.mutate(password, {
                onSuccess: () => {
                  toast.success(t('settings.phone.onToast'), {
                    description: t('settings.phone.onToastDescription'),
                  });
                  go('idle');
                },
                onError: handlePasswordFailure,
              })
            }
          />
        ) : null}
        {step === 'turnOff' ? (
          <PasswordConfirmForm
            prompt={t('settings.phone.turnOffPrompt')}
            submitLabel={t('settings.phone.turnOff')}
            pending={disable.isPending}
            error={passwordError}
            onCancel={() => go('idle')}
            onSubmit={(password) =>
              disable.mutate(password, {
                onSuccess: () => {
                  toast.success(t('settings.phone.offToast'));
                  go('idle');
                },
                onError: handlePasswordFailure,
              })
            }
          />
        ) : null}
      </div>
    </div>
  );
}

interface IdleActionsProps {
  phoneNumber: string | null;
  factor: SecondFactorMethod | null;
  onAddNumber: () => void;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

function IdleActions({ phoneNumber, factor, onAddNumber, onTurnOn, onTurnOff }: IdleActionsProps) {
  const { t } = useTranslation();
  if (factor === 'phone') {
    return (
      <Button variant="outline" onClick={onTurnOff}>
        {t('settings.phone.turnOff')}
      </Button>
    );
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {phoneNumber ? (
          <Button onClick={onTurnOn} disabled={factor === 'totp'}>
            {t('settings.phone.turnOn')}
          </Button>
        ) : null}
        <Button variant={phoneNumber ? 'outline' : 'primary'} onClick={onAddNumber}>
          {phoneNumber ? t('settings.phone.change') : t('settings.phone.add')}
        </Button>
      </div>
      {factor === 'totp' && phoneNumber ? (
        <p className="text-sm text-muted-foreground">{t('settings.phone.totpIsOn')}</p>
      ) : null}
    </>
  );
}
