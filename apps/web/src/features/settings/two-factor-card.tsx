import { clsx } from 'clsx';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { type TwoFactorEnrolment as Enrolment, useEnableTwoFactor } from './api/enable-two-factor';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Step =
  | { kind: 'idle' }
  | { kind: 'enablePassword' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'disablePassword' };

interface TwoFactorCardProps {
  enabled: boolean;
  /** Another second factor (codes by text message) is on: one at a time. */
  blocked?: boolean;
}

/** Turns TOTP two-factor authentication on (QR code, backup codes, first code) and off. */
export function TwoFactorCard({ enabled, blocked = false }: TwoFactorCardProps) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const go = (next: Step) => {
    setPasswordError(undefined);
    setStep(next);
  };

  /** A wrong password stays by the field; anything else is a toast. */
  const handlePasswordFailure = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') {
      setPasswordError(t('settings.twoFactor.wrongPassword'));
      return;
    }
    const answered = failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS;
    toast.error(t('settings.twoFactor.failed'), {
      description: answered ? failure.message : t('auth.tryAgain'),
    });
  };

  const StatusIcon = enabled ? ShieldCheck : ShieldOff;

  return (
    <div className="rounded-3xl border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span
          className={clsx(
            'flex size-11 shrink-0 items-center justify-center rounded-2xl',
            enabled ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          <StatusIcon aria-hidden className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{t('settings.twoFactor.title')}</h3>
            <span
              data-testid="two-factor-state"
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                enabled ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {enabled ? t('settings.twoFactor.enabled') : t('settings.twoFactor.disabled')}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {enabled ? t('settings.twoFactor.enabledSummary') : t('settings.twoFactor.description')}
          </p>
        </div>
      </div>

      <div className="mt-6 sm:ms-15">
        {step.kind === 'idle' ? (
          enabled ? (
            <Button variant="outline" onClick={() => go({ kind: 'disablePassword' })}>
              {t('settings.twoFactor.disable')}
            </Button>
          ) : (
            <div className="space-y-3">
              <Button onClick={() => go({ kind: 'enablePassword' })} disabled={blocked}>
                {t('settings.twoFactor.setUp')}
              </Button>
              {blocked ? (
                <p className="text-sm text-muted-foreground">{t('settings.twoFactor.phoneIsOn')}</p>
              ) : null}
            </div>
          )
        ) : null}
        {step.kind === 'enablePassword' ? (
          <PasswordConfirmForm
            prompt={t('settings.twoFactor.passwordPrompt')}
            submitLabel={t('settings.twoFactor.continue')}
            pending={enable.isPending}
            error={passwordError}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(password) =>
              enable.mutate(password, {
                onSuccess: (enrolment) => go({ kind: 'enrolling', enrolment }),
                onError: handlePasswordFailure,
              })
            }
          />
        ) : null}
        {step.kind === 'enrolling' ? (
          <TwoFactorEnrolment
            enrolment={step.enrolment}
            onDone={() => go({ kind: 'idle' })}
            onCancel={() => go({ kind: 'idle' })}
          />
        ) : null}
        {step.kind === 'disablePassword' ? (
          <PasswordConfirmForm
            prompt={t('settings.twoFactor.disablePrompt')}
            submitLabel={t('settings.twoFactor.disable')}
            pending={disable.isPending}
            error={passwordError}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(password) =>
              disable.mutate(password, {
                onSuccess: () => {
                  toast.success(t('settings.twoFactor.disabledToast'));
                  go({ kind: 'idle' });
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
