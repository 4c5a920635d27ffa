import { zodResolver } from '@hookform/resolvers/zod';
import { islamicSchools, preferredLanguages, profileVisibilities } from '@sada/contracts/enums';
import {
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  userSettingsUpdate,
  type UserSettings,
  type UserSettingsInput,
} from '@sada/contracts/profile';
import { BellRing, BookOpen, Shield, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { ListeningRuleChoice } from '../../components/listening-rule/listening-rule-choice';
import { useSaveSettings } from '../../components/profile/api/profile';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { changeLanguage } from '../../lib/i18n/i18n';
import { requestNotificationPermission } from '../../lib/prayer/notification-permission';
import { interfaceLanguageFor } from '../../lib/session/sign-in-language';
import { SettingsCard, SettingsSection } from './settings-section';

const privacySwitches = [
  'showPlaylists',
  'showFollowers',
  'showListeningActivity',
  'allowMessages',
] as const;

/** The sections 'Save Settings' saves together: profile, content, notifications and privacy. */
export function SettingsForm({ settings }: { settings: UserSettings }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<UserSettingsInput, unknown, UserSettings>({
    resolver: zodResolver(userSettingsUpdate),
    defaultValues: {
      ...settings,
      profile: {
        displayName: settings.profile.displayName,
        bio: settings.profile.bio ?? '',
        location: settings.profile.location ?? '',
      },
    },
  });
  const pending = save.isPending;

  // The rule may be chosen meanwhile in 'What would you like to hear?' (from the menu): the form
  // shows it, so that saving the other settings does not put back the one it started with.
  const savedRule = settings.preferences.listeningRule;
  const ruleChangedHere = Boolean(dirtyFields.preferences?.listeningRule);
  useEffect(() => {
    if (!ruleChangedHere) resetField('preferences.listeningRule', { defaultValue: savedRule });
  }, [savedRule, ruleChangedHere, resetField]);

  const submit = (values: UserSettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset({
          ...saved,
          profile: {
            ...saved.profile,
            bio: saved.profile.bio ?? '',
            location: saved.profile.location ?? '',
          },
        });
        toast.success(t('settings.saved'));
        // A newly chosen language with a translation becomes the interface's at once, as it
        // would at the next sign-in.
        const language = interfaceLanguageFor(saved.preferences.preferredLanguage);
        if (saved.preferences.preferredLanguage !== settings.preferences.preferredLanguage) {
          if (language && language !== i18n.language) void changeLanguage(language);
        }
      },
      onError: (error) => toast.error(t('settings.saveFailed'), { description: error.message }),
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, () =>
        toast.error(t('settings.saveFailed'), {
          description: t('settings.fixErrors'),
        }),
      )}
      className="space-y-12"
      aria-label={t('pages.settings')}
    >
      <SettingsSection
        id="profile"
        icon={UserRound}
        title={t('settings.profile.title')}
        description={
          <>
            {t('settings.profile.description')}{' '}
            <Link to="/profile" className="font-semibold text-primary hover:underline">
              {t('settings.profile.pictureLink')}
            </Link>
          </>
        }
      >
        <SettingsCard>
          <FormField
            label={t('profile.form.displayName')}
            error={errors.profile?.displayName?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('profile.displayName')}
                autoComplete="name"
                maxLength={60}
                disabled={pending}
              />
            )}
          </FormField>
          <FormField label={t('profile.form.bio')} error={errors.profile?.bio?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register('profile.bio')}
                rows={3}
                maxLength={BIO_MAX_LENGTH}
                placeholder={t('profile.form.bioPlaceholder')}
                disabled={pending}
                className={`${fieldControlClasses} h-auto resize-y py-2.5`}
              />
            )}
          </FormField>
          <FormField label={t('profile.form.location')} error={errors.profile?.location?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('profile.location')}
                autoComplete="address-level2"
                maxLength={LOCATION_MAX_LENGTH}
                placeholder={t('profile.form.locationPlaceholder')}
                disabled={pending}
              />
            )}
          </FormField>
        </SettingsCard>
      </SettingsSection>

      <SettingsSection
        id="content"
        icon={BookOpen}
        title={t('settings.content.title')}
        description={t('settings.content.description')}
      >
        <SettingsCard>
          <FormField
            label={t('settings.content.language')}
            hint={t('settings.content.languageHint')}
            error={errors.preferences?.preferredLanguage?.message}
          >
            {(field) => (
              <NativeSelect
                {...field}
                {...register('preferences.preferredLanguage')}
                disabled={pending}
              >
                {preferredLanguages.map((language) => (
                  <option key={language} value={language}>
                    {t(`settings.languages.${language}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Controller
            control={control}
            name="preferences.islamicSchool"
            render={({ field: { value, onChange, ...rest } }) => (
              <FormField
                label={t('settings.content.school')}
                hint={t('settings.content.schoolHint')}
                error={errors.preferences?.islamicSchool?.message}
              >
                {(field) => (
                  <NativeSelect
                    {...field}
                    {...rest}
                    value={value ?? ''}
                    onChange={(event) =>
                      onChange(event.target.value === '' ? null : event.target.value)
                    }
                    disabled={pending}
                  >
                    <option value="">{t('settings.schools.none')}</option>
                    {islamicSchools.map((school) => (
                      <option key={school} value={school}>
                        {t(`settings.schools.${school}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="preferences.listeningRule"
            render={({ field }) => (
              <ListeningRuleChoice
                value={field.value}
                onChange={field.onChange}
                hint={t('listeningRule.hint')}
                error={errors.preferences?.listeningRule?.message}
                disabled={pending}
              />
            )}
          />
        </SettingsCard>
      </SettingsSection>

      <SettingsSection
        id="notifications"
        icon={BellRing}
        title={t('settings.notifications.title')}
        description={t('settings.notifications.description')}
      >
        <SettingsCard>
          <Controller
            control={control}
            name="preferences.prayerNotifications"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked);
                  if (checked) requestNotificationPermission();
                }}
                label={t('settings.notifications.prayer')}
                hint={t('settings.notifications.prayerHint')}
                disabled={pending}
              />
            )}
          />
        </SettingsCard>
      </SettingsSection>

      <SettingsSection
        id="privacy"
        icon={Shield}
        title={t('settings.privacySecurity.title')}
        description={t('settings.privacy.description')}
      >
        <SettingsCard>
          <FormField
            label={t('settings.privacy.visibility')}
            hint={t('settings.privacy.visibilityHint')}
            error={errors.privacy?.profileVisibility?.message}
          >
            {(field) => (
              <NativeSelect
                {...field}
                {...register('privacy.profileVisibility')}
                disabled={pending}
              >
                {profileVisibilities.map((visibility) => (
                  <option key={visibility} value={visibility}>
                    {t(`settings.privacy.visibilities.${visibility}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {privacySwitches.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`privacy.${name}`}
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={t(`settings.privacy.${name}`)}
                  hint={t(`settings.privacy.${name}Hint`)}
                  disabled={pending}
                />
              )}
            />
          ))}
        </SettingsCard>
      </SettingsSection>

      <div className="sticky bottom-[calc(var(--player-bar-height)+1rem)] z-10 flex flex-wrap items-center justify-end gap-3 rounded-3xl border border-border bg-card/95 p-3 shadow-lg backdrop-blur">
        <p className="me-auto ps-2 text-sm text-muted-foreground" aria-live="polite">
          {isDirty ? t('settings.unsaved') : t('settings.allSaved')}
        </p>
        {isDirty ? (
          <Button type="button" variant="ghost" disabled={pending} onClick={() => reset()}>
            {t('settings.discard')}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
