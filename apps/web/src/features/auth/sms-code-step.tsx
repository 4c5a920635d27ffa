import { MessageSquareText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { useSendSignInCode } from './api/verify-second-factor';
import { mapTwoFactorError } from './auth-errors';
import {
  CodeField,
  CodeStepForm,
  codeStepLinkClass,
  sixDigits,
  useCodeEntry,
  type CodeStepProps,
} from './code-step';

/**
 * The second step for an account whose factor is the phone: the person asks for a code (it is
 * not sent by itself, so a mistyped password never texts anyone), then types it in.
 */
export function SmsCodeStep({ onBack, onVerified, onToast }: CodeStepProps) {
  const { t } = useTranslation();
  const send = useSendSignInCode();
  const entry = useCodeEntry({ onVerified, onToast });
  const [sent, setSent] = useState(false);

  const handleSend = () => {
    entry.setError(undefined);
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        entry.setCode('');
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
    const value = entry.code.replace(/\s/g, '');
    if (!sixDigits.test(value)) {
      entry.setError(t('auth.sms.codeFormat'));
      return;
    }
    entry.verify('sms', value);
  };

  return (
    <CodeStepForm
      icon={MessageSquareText}
      description={sent ? t('auth.sms.sentDescription') : t('auth.sms.description')}
      announceDescription
      onSubmit={handleSubmit}
      onBack={onBack}
      links={
        sent ? (
          <button
            type="button"
            onClick={handleSend}
            disabled={send.isPending}
            className={`${codeStepLinkClass} disabled:opacity-50`}
          >
            {t('auth.sms.resend')}
          </button>
        ) : null
      }
    >
      {sent ? (
        <>
          <CodeField
            label={t('auth.sms.codeLabel')}
            error={entry.error}
            code={entry.code}
            onCodeChange={entry.changeCode}
            digits
          />
          <Button type="submit" size="lg" className="w-full" loading={entry.verifying}>
            {t('auth.twoFactor.verify')}
          </Button>
        </>
      ) : (
        <Button size="lg" className="w-full" loading={send.isPending} onClick={handleSend}>
          {t('auth.sms.send')}
        </Button>
      )}
    </CodeStepForm>
  );
}
