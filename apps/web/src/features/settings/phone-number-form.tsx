import { oneTimeCode, phoneNumber as phoneNumberSchema } from '@sada/contracts/sign-in-methods';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { useSendPhoneCode, useVerifyPhoneNumber } from './api/phone-number';

interface PhoneNumberFormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Adds (or replaces) the phone number: the number, then the code texted to it. */
export function PhoneNumberForm({ onDone, onCancel }: PhoneNumberFormProps) {
  const { t } = useTranslation();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneNumber();
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  /** A field's error when the server says what is wrong; otherwise a toast. */
  const handleFailure = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 400) {
      setError(failure.message);
      return;
    }
    const answered = failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS;
    toast.error(t('settings.phone.failed'), {
      description: answered ? failure.message : t('auth.tryAgain'),
    });
  };

  const sendCode = (phoneNumber: string) => {
    send.mutate(phoneNumber, {
      onSuccess: () => {
        setSentTo(phoneNumber);
        setCode('');
        setError(undefined);
      },
      onError: handleFailure,
    });
  };

  const handleSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneNumberSchema.safeParse(number);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    sendCode(parsed.data);
  };

  const handleVerify = (event: FormEvent) => {
    event.preventDefault();
    const parsed = oneTimeCode.safeParse(code.replace(/\s/g, ''));
    if (!parsed.success || !sentTo) {
      setError(t('auth.sms.codeFormat'));
      return;
    }
    verify.mutate(
      { phoneNumber: sentTo, code: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('settings.phone.verifiedToast'));
          onDone();
        },
        onError: handleFailure,
      },
    );
  };

  if (sentTo) {
    return (
      <form noValidate onSubmit={handleVerify} className="space-y-4">
        <FormField
          label={t('settings.phone.codeLabel')}
          hint={t('settings.phone.sentTo', { number: sentTo })}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              autoFocus
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              className="max-w-48 text-center font-mono text-lg tracking-[0.4em]"
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={verify.isPending}>
            {t('settings.phone.verify')}
          </Button>
          <Button variant="outline" loading={send.isPending} onClick={() => sendCode(sentTo)}>
            {t('settings.phone.resend')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            {t('settings.phone.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={handleSend} className="space-y-4">
      <FormField
        label={t('settings.phone.numberLabel')}
        hint={t('settings.phone.numberHint')}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            type="tel"
            dir="ltr"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+966 50 123 4567"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setError(undefined);
            }}
            className="max-w-sm"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={send.isPending}>
          {t('settings.phone.sendCode')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={send.isPending}>
          {t('settings.phone.cancel')}
        </Button>
      </div>
    </form>
  );
}
