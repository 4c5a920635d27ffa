import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm as SignUpFormValues, roleLabels, signUpForm } from '@sada/contracts/auth';
import { selfSelectableRoles } from '@sada/contracts/enums';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { PasswordInput } from '../../components/ui/password-input';
import { availabilityQueryKey } from './api/check-availability';
import { type SignUpValues, useSignUp } from './api/sign-up';
import { mapSignUpError, type SignUpField } from './auth-errors';
import { AvailabilityIndicator } from './availability-indicator';
import { SignUpBlockerNote } from './sign-up-blocker-note';
import { signUpSubmitState } from './sign-up-submit';
import { type NewAccount, SignUpSuccessDialog } from './sign-up-success-dialog';
import { translateAuthMessage } from './translate-auth-message';
import { useAvailability } from './use-availability';

const defaultValues: SignUpFormValues = {
  displayName: '',
  username: '',
  email: '',
  password: '',
  role: 'listener',
};

function invalidFieldsOf(values: unknown): SignUpField[] {
  const result = signUpForm.safeParse(values);
  if (result.success) return [];
  const fields = new Set<SignUpField>();
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && field in defaultValues) fields.add(field as SignUpField);
  }
  return [...fields];
}

/** Display Name, Username, Email, Password and 'I am a...'. */
export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const signUp = useSignUp();
  const [account, setAccount] = useState<NewAccount | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, SignUpValues>({
    resolver: zodResolver(signUpForm),
    // Errors appear when a field is left, then follow every keystroke.
    mode: 'onTouched',
    defaultValues,
  });
  const values = useWatch({ control });
  const emailCheck = useAvailability('email', values.email ?? '');
  const usernameCheck = useAvailability('username', values.username ?? '');

  const visibleErrors = (Object.keys(errors) as SignUpField[]).filter((field) => errors[field]);
  const submit = signUpSubmitState({
    visibleErrors,
    invalidFields: invalidFieldsOf(values),
    email: emailCheck.status,
    username: usernameCheck.status,
  });

  const errorText = (field: SignUpField) => {
    const message = errors[field]?.message;
    return message ? translateAuthMessage(t, message) : undefined;
  };

  const onSubmit = handleSubmit(async (form) => {
    if (!submit.enabled) return;
    try {
      const { signedIn } = await signUp.mutateAsync(form);
      setAccount({ name: form.displayName, email: form.email, signedIn });
    } catch (error) {
      const failure = mapSignUpError(error);
      if (failure.kind === 'toast') {
        toast.error(t(failure.title), {
          description: failure.descriptionKey
            ? t(failure.descriptionKey)
            : failure.description && localizeMessage(failure.description, i18n.language),
        });
        return;
      }
      const fields = Object.entries(failure.errors) as [SignUpField, string][];
      fields.forEach(([field, message], index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      // The answer we had may be out of date: ask again for what the server refused.
      if (failure.errors.email) {
        void queryClient.invalidateQueries({ queryKey: availabilityQueryKey('email', form.email) });
      }
      if (failure.errors.username) {
        void queryClient.invalidateQueries({
          queryKey: availabilityQueryKey('username', form.username),
        });
      }
    }
  });

  const emailStatusId = `${ids}-email-status`;
  const usernameStatusId = `${ids}-username-status`;
  const blockerId = `${ids}-blocker`;

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FormField label={t('auth.fields.displayName')} error={errorText('displayName')}>
          {(control) => (
            <Input
              {...control}
              {...register('displayName')}
              autoComplete="name"
              placeholder={t('auth.placeholders.displayName')}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.fields.username')}
          error={errorText('username')}
          hint={t('auth.hints.username')}
          describedBy={usernameStatusId}
          invalid={usernameCheck.status === 'taken'}
          after={
            <AvailabilityIndicator id={usernameStatusId} kind="username" check={usernameCheck} />
          }
        >
          {(control) => (
            <Input
              {...control}
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.placeholders.username')}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.fields.email')}
          error={errorText('email')}
          describedBy={emailStatusId}
          invalid={emailCheck.status === 'taken'}
          after={<AvailabilityIndicator id={emailStatusId} kind="email" check={emailCheck} />}
        >
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              placeholder={t('auth.placeholders.email')}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.fields.password')}
          error={errorText('password')}
          hint={t('auth.hints.password')}
        >
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
          )}
        </FormField>
        <FormField label={t('auth.fields.role')} error={errorText('role')}>
          {(control) => (
            <NativeSelect {...control} {...register('role')}>
              {selfSelectableRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`, { defaultValue: roleLabels[role] })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="space-y-3 pt-1">
          <SignUpBlockerNote id={blockerId} blocker={submit.blocker} />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!submit.enabled}
            loading={signUp.isPending}
            aria-describedby={submit.blocker ? blockerId : undefined}
          >
            {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
          </Button>
        </div>
      </form>
      <SignUpSuccessDialog
        account={account}
        // Not signed in yet: on to the Sign In tab, for after the link in the e-mail.
        onContinue={() => {
          if (account?.signedIn === false) {
            setAccount(null);
            void navigate('/auth', { replace: true });
          } else void navigate('/', { replace: true });
        }}
      />
    </>
  );
}
