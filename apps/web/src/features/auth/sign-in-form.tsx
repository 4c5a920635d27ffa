import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInForm as SignInFormValues, signInForm } from '@sada/contracts/auth';
import { localizeMessage } from '@sada/contracts/messages-ar';
import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { type SignInValues, useSignIn } from './api/sign-in';
import { mapSignInError, type ToastOutcome } from './auth-errors';
import { SmsCodeStep } from './sms-code-step';
import { translateAuthMessage } from './translate-auth-message';
import { TwoFactorStep } from './two-factor-step';

type Step = { kind: 'credentials' } | { kind: 'twoFactor'; factor: SecondFactorMethod };

interface SignInFormProps {
  /** A provider sign-in came back asking for this account's second factor. */
  pendingFactor?: SecondFactorMethod | null;
}

/** Email and password, then the second factor when the account has one. */
export function SignInForm({ pendingFactor = null }: SignInFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>(
    pendingFactor ? { kind: 'twoFactor', factor: pendingFactor } : { kind: 'credentials' },
  );

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getFieldState,
    formState: { errors },
  } = useForm<SignInFormValues, unknown, SignInValues>({
    resolver: zodResolver(signInForm),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const showToast = (outcome: ToastOutcome) => {
    toast.error(t(outcome.title), {
      description: outcome.descriptionKey
        ? t(outcome.descriptionKey)
        : outcome.description && localizeMessage(outcome.description, i18n.language),
    });
  };

  // 'Invalid email or password' sits under both fields; editing either one clears both.
  const clearServerError = (field: 'email' | 'password') => {
    if (getFieldState(field).error?.type === 'server') clearErrors(field);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result.kind === 'twoFactor') setStep({ kind: 'twoFactor', factor: result.factor });
      else void navigate('/', { replace: true });
    } catch (error) {
      const failure = mapSignInError(error);
      if (failure.kind === 'toast') {
        showToast(failure);
        return;
      }
      if (failure.errors.email)
        setError('email', { type: 'server', message: failure.errors.email });
      if (failure.errors.password) {
        setError(
          'password',
          { type: 'server', message: failure.errors.password },
          { shouldFocus: true },
        );
      }
    }
  });

  if (step.kind === 'twoFactor') {
    const Factor = step.factor === 'phone' ? SmsCodeStep : TwoFactorStep;
    return (
      <Factor
        onBack={() => setStep({ kind: 'credentials' })}
        onVerified={() => void navigate('/', { replace: true })}
        onToast={showToast}
      />
    );
  }

  const errorText = (field: 'email' | 'password') => {
    const message = errors[field]?.message;
    return message ? translateAuthMessage(t, message) : undefined;
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <FormField label={t('auth.fields.email')} error={errorText('email')}>
        {(control) => (
          <Input
            {...control}
            {...register('email', { onChange: () => clearServerError('password') })}
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            placeholder={t('auth.placeholders.email')}
          />
        )}
      </FormField>
      <FormField label={t('auth.fields.password')} error={errorText('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password', { onChange: () => clearServerError('email') })}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        {signIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
