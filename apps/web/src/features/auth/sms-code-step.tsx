import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useSendSignInCode, useVerifySecondFactor } from './api/verify-second-factor';
import { mapTwoFactorError, type ToastOutcome } from './auth-errors';
import { translateAuthMessage } from './translate-auth-message';

interface SmsCodeStepProps {
  onBack: () => void;
  onVerified: () => void;
  onToast: (outcome: ToastOutcome) => void;
}

const codePattern = /^\d{6}$/;

/**
 * The second step for an account whose factor is the phone: the person asks for a code (it is
 * not sent by itself, so a mistyped password never texts anyone), then types it in.
 */
export function SmsCodeStep({ onBack, onVerified, onToast }: SmsCodeStepProps) {
  const { t } = useTranslation();
  const send = useSendSignInCode();
  const verify = useVerifySecondFactor();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSend = () => {
    setError(undefined);
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        setCode('');
      },
      onError: (failure) => {
        const outcome = mapTwoFactorError(failure);
        onToast(
          outcome.kind === 'toast' ? outcome : { kind: 'toast', title: 'auth.signIn.failed' },
        );
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!codePattern.test(value)) {
      setError(t('auth.sms.codeFormat'));
      return;
    }
    setError(undefined);
    verify.mutate(
      { method: 'sms', code: value },
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
          <MessageSquareText aria-hidden className="size-6" />
        </span>
        <div>
          <h2 className="font-display text-xl font-semibold">{t('auth.twoFactor.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {sent ? t('auth.sms.sentDescription') : t('auth.sms.description')}
          </p>
        </div>
      </div>
      {sent ? (
        <>
          <FormField label={t('auth.sms.codeLabel')} error={error}>
            {(control) => (
              <Input
                {...control}
                autoFocus
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  if (error) setError(undefined);
                }}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                spellCheck={false}
                className="text-center font-mono text-lg tracking-[0.5em]"
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
            {t('auth.twoFactor.verify')}
          </Button>
        </>
      ) : (
        <Button size="lg" className="w-full" loading={send.isPending} onClick={handleSend}>
          {t('auth.sms.send')}
        </Button>
      )}
      <div className="flex flex-col items-center gap-2 text-sm">
        {sent ? (
          <button
            type="button"
            onClick={handleSend}
            disabled={send.isPending}
            className="rounded font-semibold text-primary underline-offset-4 hover:underline disabled:opacity-50"
          >
            {t('auth.sms.resend')}
          </button>
        ) : null}
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
