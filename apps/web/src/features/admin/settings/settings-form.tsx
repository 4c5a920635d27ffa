import { zodResolver } from '@hookform/resolvers/zod';
import {
  appSettings,
  REVIEW_PRIORITY_MAX,
  REVIEW_PRIORITY_MIN,
  UPLOAD_LIMIT_MAX_MB,
  LONG_UPLOAD_MAX_MB,
  UPLOAD_DURATION_MAX_MINUTES,
  UPLOAD_DURATION_MIN_MINUTES,
  UPLOAD_LIMIT_MIN_MB,
  type AppSettings,
} from '@sada/contracts/admin';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api';
import { useSaveSettings } from './api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-3xl border border-border bg-card p-5 sm:p-6">
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const settingKeys = Object.keys(appSettings.shape) as (keyof AppSettings)[];

function isSettingKey(key: string): key is keyof AppSettings {
  return (settingKeys as string[]).includes(key);
}

/** The four platform settings; saving sends them all and records the change. */
export function SettingsForm({ settings }: { settings: AppSettings }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings();
  const form = useForm<AppSettings>({
    resolver: zodResolver(appSettings),
    defaultValues: settings,
  });
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form;
  const pending = save.isPending;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success(t('adminSettings.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (isSettingKey(key)) form.setError(key, { type: 'server', message });
          }
        }
        toast.error(t('adminSettings.saveFailed'), {
          description: localizeMessage(error.message, i18n.language),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Section title={t('adminSettings.accounts')}>
        <Controller
          control={control}
          name="registrationOpen"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={pending}
              label={t('adminSettings.registrationOpen')}
              hint={t('adminSettings.registrationOpenHint')}
            />
          )}
        />
        <Controller
          control={control}
          name="requireEmailVerification"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={pending}
              label={t('adminSettings.requireEmailVerification')}
              hint={t('adminSettings.requireEmailVerificationHint')}
            />
          )}
        />
      </Section>
      <Section title={t('adminSettings.content')}>
        <FormField
          label={t('adminSettings.uploadSizeLimit')}
          hint={t('adminSettings.uploadSizeLimitHint', {
            min: UPLOAD_LIMIT_MIN_MB,
            max: UPLOAD_LIMIT_MAX_MB,
          })}
          error={errors.uploadSizeLimitMb?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('uploadSizeLimitMb', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={UPLOAD_LIMIT_MIN_MB}
              max={UPLOAD_LIMIT_MAX_MB}
              step={1}
              disabled={pending}
              className="sm:max-w-40"
            />
          )}
        </FormField>
        <FormField
          label={t('adminSettings.maxUploadDuration')}
          hint={t('adminSettings.maxUploadDurationHint', {
            min: UPLOAD_DURATION_MIN_MINUTES,
            max: UPLOAD_DURATION_MAX_MINUTES,
          })}
          error={errors.maxUploadDurationMinutes?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('maxUploadDurationMinutes', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={UPLOAD_DURATION_MIN_MINUTES}
              max={UPLOAD_DURATION_MAX_MINUTES}
              step={1}
              disabled={pending}
              className="sm:max-w-40"
            />
          )}
        </FormField>
        <FormField
          label={t('adminSettings.longUploadSizeLimit')}
          hint={t('adminSettings.longUploadSizeLimitHint', {
            min: UPLOAD_LIMIT_MIN_MB,
            max: LONG_UPLOAD_MAX_MB,
          })}
          error={errors.longUploadSizeLimitMb?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('longUploadSizeLimitMb', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={UPLOAD_LIMIT_MIN_MB}
              max={LONG_UPLOAD_MAX_MB}
              step={1}
              disabled={pending}
              className="sm:max-w-40"
            />
          )}
        </FormField>
        <FormField
          label={t('adminSettings.longUploadMaxMinutes')}
          hint={t('adminSettings.longUploadMaxMinutesHint', {
            min: UPLOAD_DURATION_MIN_MINUTES,
            max: UPLOAD_DURATION_MAX_MINUTES,
          })}
          error={errors.longUploadMaxMinutes?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('longUploadMaxMinutes', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={UPLOAD_DURATION_MIN_MINUTES}
              max={UPLOAD_DURATION_MAX_MINUTES}
              step={1}
              disabled={pending}
              className="sm:max-w-40"
            />
          )}
        </FormField>
        <FormField
          label={t('adminSettings.defaultReviewPriority')}
          hint={t('adminSettings.defaultReviewPriorityHint', {
            min: REVIEW_PRIORITY_MIN,
            max: REVIEW_PRIORITY_MAX,
          })}
          error={errors.defaultReviewPriority?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('defaultReviewPriority', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={REVIEW_PRIORITY_MIN}
              max={REVIEW_PRIORITY_MAX}
              step={1}
              disabled={pending}
              className="sm:max-w-40"
            />
          )}
        </FormField>
      </Section>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button
          variant="outline"
          disabled={!isDirty || pending}
          onClick={() => form.reset(settings)}
        >
          {t('adminSettings.discard')}
        </Button>
        <Button type="submit" loading={pending} disabled={!isDirty}>
          {t('adminSettings.save')}
        </Button>
      </div>
    </form>
  );
}
