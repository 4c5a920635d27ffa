import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { useConfirmTwoFactor } from './api/confirm-two-factor';
import type { TwoFactorEnrolment as Enrolment } from './api/enable-two-factor';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';
import { groupSecret, totpSecretOf } from './totp-uri';

interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  onDone: () => void;
  onCancel: () => void;
}

const invalidCodeCodes = new Set(['INVALID_CODE', 'INVALID_OTP']);

/** Scan the QR code, keep the backup codes, confirm one code from the app. */
export function TwoFactorEnrolment({ enrolment, onDone, onCancel }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const secret = totpSecretOf(enrolment.totpURI);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) {
      setError(t('auth.twoFactor.codeFormat'));
      return;
    }
    confirm.mutate(value, {
      onSuccess: () => {
        toast.success(t('settings.twoFactor.enabledToast'), {
          description: t('settings.twoFactor.enabledToastDescription'),
        });
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && invalidCodeCodes.has(failure.code)) {
          setError(t('auth.twoFactor.invalidCode'));
          return;
        }
        const answered = failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS;
        toast.error(t('settings.twoFactor.failed'), {
          description: answered ? failure.message : t('auth.tryAgain'),
        });
      },
    });
  };

  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h4 className="font-semibold">{t('settings.twoFactor.scanTitle')}</h4>
        <p className="text-sm text-muted-foreground">{t('settings.twoFactor.scanDescription')}</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <QrCode
            value={enrolment.totpURI}
            label={t('settings.twoFactor.qrAlt')}
            className="size-44 shrink-0 rounded-xl border border-border"
          />
          {secret ? (
            <div className="min-w-0 space-y-1.5 text-sm">
              <p className="text-muted-foreground">{t('settings.twoFactor.manualKey')}</p>
              <code
                dir="ltr"
                data-testid="totp-secret"
                className="block rounded-lg bg-muted px-3 py-2 font-mono text-sm select-all"
              >
                {groupSecret(secret)}
              </code>
            </div>
          ) : null}
        </div>
      </section>
      <section className="space-y-3">
        <h4 className="font-semibold">{t('settings.twoFactor.backupTitle')}</h4>
        <p className="text-sm text-muted-foreground">{t('settings.twoFactor.backupDescription')}</p>
        <BackupCodes codes={enrolment.backupCodes} />
      </section>
      <section className="space-y-3">
        <h4 className="font-semibold">{t('settings.twoFactor.confirmTitle')}</h4>
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <FormField label={t('auth.twoFactor.codeLabel')} error={error}>
            {(control) => (
              <Input
                {...control}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(undefined);
                }}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                className="max-w-44 text-center font-mono text-lg tracking-[0.4em]"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={confirm.isPending}>
              {t('settings.twoFactor.confirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
              {t('settings.twoFactor.cancel')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
