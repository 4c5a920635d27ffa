import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  profileFields,
  type MyProfile,
  type ProfileFields,
  type ProfileFieldsInput,
} from '@sada/contracts/profile';
import { Trash2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { useRemoveAvatar, useUpdateProfile } from '../../components/profile/api/profile';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { ImagePicker } from '../../components/ui/image-picker';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useChosenFile } from '../../lib/use-chosen-file';

interface ProfileEditorProps {
  profile: MyProfile;
  onDone: () => void;
}

/**
 * The profile's edit mode: a new picture (image/*; the server checks the content and
 * 5MB), display name, bio and location, saved together with Save or dropped with Cancel.
 */
export function ProfileEditor({ profile, onDone }: ProfileEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const removeAvatar = useRemoveAvatar();
  const [avatar, chooseAvatar] = useChosenFile();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileFieldsInput, unknown, ProfileFields>({
    resolver: zodResolver(profileFields),
    defaultValues: {
      displayName: profile.displayName,
      bio: profile.bio ?? '',
      location: profile.location ?? '',
    },
  });
  const pending = update.isPending || removeAvatar.isPending;
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;

  const save = (fields: ProfileFields) =>
    update.mutate(
      { fields, avatar: avatar?.file ?? null },
      {
        onSuccess: () => {
          toast.success(t('profile.updated'));
          onDone();
        },
        onError: (error) => toast.error(t('profile.updateFailed'), { description: error.message }),
      },
    );

  const remove = () =>
    removeAvatar.mutate(undefined, {
      onError: (error) => toast.error(t('profile.updateFailed'), { description: error.message }),
    });

  return (
    <section
      aria-labelledby="profile-edit-title"
      className="rounded-3xl border border-border bg-card p-6 sm:p-8"
    >
      <h1 id="profile-edit-title" className="font-display text-3xl font-semibold tracking-tight">
        {t('profile.editTitle')}
      </h1>
      <form noValidate onSubmit={handleSubmit(save)} className="mt-6 space-y-6">
        <div className="flex flex-wrap items-center gap-5">
          <UserAvatar
            name={profile.displayName}
            url={avatar?.url ?? profile.avatarUrl}
            className="size-24 text-2xl"
          />
          <ImagePicker
            label={t('profile.form.avatar')}
            hint={t('profile.form.avatarHint')}
            notImageMessage={t('profile.form.avatarNotImage')}
            chosenName={avatar?.file.name ?? null}
            disabled={pending}
            onPick={chooseAvatar}
          >
            {profile.avatarUrl && !avatar ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={remove}
                loading={removeAvatar.isPending}
                disabled={pending}
              >
                <Trash2 aria-hidden />
                {t('profile.form.removeAvatar')}
              </Button>
            ) : null}
          </ImagePicker>
        </div>

        <FormField label={t('profile.form.displayName')} error={errors.displayName?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('displayName')}
              autoComplete="name"
              maxLength={60}
              disabled={pending}
            />
          )}
        </FormField>

        <FormField
          label={t('profile.form.bio')}
          error={errors.bio?.message}
          hint={t('profile.form.bioCount', { used: bioLength, count: BIO_MAX_LENGTH })}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('bio')}
              rows={4}
              maxLength={BIO_MAX_LENGTH}
              placeholder={t('profile.form.bioPlaceholder')}
              disabled={pending}
              className={`${fieldControlClasses} h-auto resize-y py-2.5`}
            />
          )}
        </FormField>

        <FormField label={t('profile.form.location')} error={errors.location?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('location')}
              autoComplete="address-level2"
              maxLength={LOCATION_MAX_LENGTH}
              placeholder={t('profile.form.locationPlaceholder')}
              disabled={pending}
            />
          )}
        </FormField>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('profile.form.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
