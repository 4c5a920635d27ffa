import { zodResolver } from '@hookform/resolvers/zod';
import { playlistCreate, type PlaylistCreate } from '@sada/contracts/playlists';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useChosenFile } from '../../lib/use-chosen-file';
import { PlaylistCover } from '../catalog/playlist-cover';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { ImagePicker } from '../ui/image-picker';
import { fieldControlClasses, Input } from '../ui/input';
import { Switch } from '../ui/switch';

export type PlaylistFormValues = ReturnType<typeof playlistCreate.parse>;

interface PlaylistFormProps {
  defaultValues?: Partial<PlaylistCreate>;
  /** The cover it has now, shown until another is chosen. */
  coverUrl?: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PlaylistFormValues, cover: File | null) => void;
  onCancel: () => void;
}

/**
 * Name (required, trimmed), description (trimmed; empty is none), public, collaborative and a
 * cover (image/* only; the server enforces 5MB and checks the content).
 */
export function PlaylistForm({
  defaultValues,
  coverUrl = null,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PlaylistFormProps) {
  const { t } = useTranslation();
  const [cover, chooseCover] = useChosenFile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PlaylistCreate, unknown, PlaylistFormValues>({
    resolver: zodResolver(playlistCreate),
    defaultValues: {
      name: '',
      description: '',
      isPublic: true,
      collaborative: false,
      ...defaultValues,
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, cover?.file ?? null))}
      className="mt-6 space-y-5"
    >
      <div className="flex items-center gap-4">
        <PlaylistCover src={cover?.url ?? coverUrl} className="size-24 rounded-2xl shadow-md" />
        <ImagePicker
          label={t('playlists.form.cover')}
          hint={t('playlists.form.coverHint')}
          notImageMessage={t('playlists.form.coverNotImage')}
          chosenName={cover?.file.name ?? null}
          disabled={pending}
          onPick={chooseCover}
        />
      </div>

      <FormField
        label={t('playlists.form.name')}
        error={errors.name ? t('playlists.form.nameRequired') : undefined}
      >
        {(field) => (
          <Input
            {...field}
            {...register('name')}
            placeholder={t('playlists.form.namePlaceholder')}
            maxLength={100}
            autoComplete="off"
            disabled={pending}
          />
        )}
      </FormField>

      <FormField
        label={t('playlists.form.description')}
        error={errors.description ? t('playlists.form.descriptionTooLong') : undefined}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('description')}
            rows={3}
            maxLength={300}
            placeholder={t('playlists.form.descriptionPlaceholder')}
            disabled={pending}
            className={`${fieldControlClasses} h-auto resize-none py-2.5`}
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <Switch
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            label={t('playlists.form.public')}
            hint={t('playlists.form.publicHint')}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={control}
        name="collaborative"
        render={({ field }) => (
          <Switch
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            label={t('playlists.form.collaborative')}
            hint={t('playlists.form.collaborativeHint')}
            disabled={pending}
          />
        )}
      />

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
