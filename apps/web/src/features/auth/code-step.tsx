import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { type SecondFactorMethod, useVerifySecondFactor } from './api/verify-second-factor';
import { mapTwoFactorError, type ToastOutcome } from './auth-errors';
import { translateAuthMessage } from './translate-auth-message';

export interface CodeStepProps {
  onBack: () => void;
  onVerified: () => void;
  onToast: (outcome: ToastOutcome) => void;
}

/** Six digits, spaces ignored: an authenticator code or a code sent by text message. */
export const sixDigits = /^\d{6}$/;

/**
 * The code typed in, its error, and `verify`, which sends it: a wrong code shows under the field,
 * any other failure as a toast.
 */
export function useCodeEntry({ onVerified, onToast }: Omit<CodeStepProps, 'onBack'>) {
  const { t } = useTranslation();
  const mutation = useVerifySecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const verify = (method: SecondFactorMethod, value: string) => {
    setError(undefined);
    mutation.mutate(
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

  /** A new code typed: its error, if any, is gone. */
  const changeCode = (value: string) => {
    setCode(value);
    if (error) setError(undefined);
  };

  return { code, setCode, changeCode, error, setError, verify, verifying: mutation.isPending };
}

interface CodeStepFormProps {
  icon: LucideIcon;
  description: string;
  /** Announce the description when it changes (it says when a code was sent). */
  announceDescription?: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  /** Links above Back: another way to sign in, or sending the code again. */
  links?: ReactNode;
  children: ReactNode;
}

/** The second step's form: its icon, title and description, the fields, then the links and Back. */
export function CodeStepForm({
  icon: Icon,
  description,
  announceDescription = false,
  onSubmit,
  onBack,
  links,
  children,
}: CodeStepFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Icon aria-hidden className="size-6" />
        </span>
        <div>
          <h2 className="font-display text-xl font-semibold">{t('auth.twoFactor.title')}</h2>
          <p
            className="mt-1 text-sm text-muted-foreground"
            aria-live={announceDescription ? 'polite' : undefined}
          >
            {description}
          </p>
        </div>
      </div>
      {children}
      <div className="flex flex-col items-center gap-2 text-sm">
        {links}
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

interface CodeFieldProps {
  label: string;
  error: string | undefined;
  code: string;
  onCodeChange: (code: string) => void;
  /** Six digits, spaced out; otherwise a backup code of up to 64 characters. */
  digits: boolean;
}

export function CodeField({ label, error, code, onCodeChange, digits }: CodeFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          // The step opens because the person asked for it: the code is what they type next.
          autoFocus
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoComplete="one-time-code"
          inputMode={digits ? 'numeric' : 'text'}
          maxLength={digits ? 6 : 64}
          spellCheck={false}
          className={digits ? 'text-center font-mono text-lg tracking-[0.5em]' : 'font-mono'}
        />
      )}
    </FormField>
  );
}

/** The link-styled buttons under the form. */
export const codeStepLinkClass =
  'rounded font-semibold text-primary underline-offset-4 hover:underline';
