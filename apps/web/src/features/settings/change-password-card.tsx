import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, type ChangePasswordForm } from '@sada/contracts/profile';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError } from '../../lib/api';
import { useChangePassword } from './api/account-security';
import { SecurityCard } from './security-card';

/** What the server says about the new password itself (too weak, or against the rules). */
const newPasswordRefusals = new Set(['PASSWORD_TOO_WEAK', 'VALIDATION_ERROR']);

/** Change password: the current one, the new one twice; every other session ends. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const close = () => {
    reset();
    setOpen(false);
  };

  const submit = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('settings.password.changed'), {
            description: t('settings.password.changedDescription'),
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
            setError('currentPassword', { message: t('settings.twoFactor.wrongPassword') });
            return;
          }
          if (error instanceof ApiError && newPasswordRefusals.has(error.code)) {
            setError('newPassword', { message: error.message });
            return;
          }
          toast.error(t('settings.password.failed'), { description: error.message });
        },
      },
    );

  return (
    <SecurityCard
      icon={LockKeyhole}
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      {open ? (
        <form noValidate onSubmit={handleSubmit(submit)} className="max-w-sm space-y-4">
          <FormField label={t('settings.password.current')} error={errors.currentPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...register('currentPassword')}
                autoFocus
                autoComplete="current-password"
              />
            )}
          </FormField>
          <FormField label={t('settings.password.new')} error={errors.newPassword?.message}>
            {(field) => (
              <PasswordInput {...field} {...register('newPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <FormField label={t('settings.password.confirm')} error={errors.confirmPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...register('confirmPassword')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={change.isPending}>
              {t('settings.password.submit')}
            </Button>
            <Button variant="ghost" onClick={close} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('settings.password.open')}
        </Button>
      )}
    </SecurityCard>
  );
}
