import { zodResolver } from '@hookform/resolvers/zod';
import { playlistCreate, type PlaylistCreate } from '@sada/contracts/playlists';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PlaylistCover } from '../catalog/playlist-cover';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
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

interface ChosenCover {
  file: File;
  /** An object URL for the preview, released when another is chosen or the form goes. */
  url: string;
}

function useChosenCover() {
  const [chosen, setChosen] = useState<ChosenCover | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const choose = (file: File) => setChosen({ file, url: URL.createObjectURL(file) });
  return [chosen, choose] as const;
}

/**
 * Name (required, trimmed), description (trimmed; empty is none), public, collaborative and a
 * cover (image/* only; the server enforces 5MB and checks the content): spec 000 §5.
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
  const fileId = useId();
  const [cover, chooseCover] = useChosenCover();
  const [coverError, setCoverError] = useState<string | null>(null);
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

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setCoverError(t('playlists.form.coverNotImage'));
      return;
    }
    setCoverError(null);
    chooseCover(file);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, cover?.file ?? null))}
      className="mt-6 space-y-5"
    >
      <div className="flex items-center gap-4">
        <PlaylistCover src={cover?.url ?? coverUrl} className="size-24 rounded-2xl shadow-md" />
        <div className="min-w-0 space-y-1.5">
          <label
            htmlFor={fileId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-muted focus-within:ring-3 focus-within:ring-ring/40"
          >
            <ImagePlus aria-hidden className="size-4" />
            {t('playlists.form.cover')}
            <input
              id={fileId}
              type="file"
              accept="image/*"
              onChange={handleFile}
              disabled={pending}
              className="sr-only"
              aria-describedby={`${fileId}-hint`}
            />
          </label>
          <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
            {cover ? cover.file.name : t('playlists.form.coverHint')}
          </p>
          {coverError ? (
            <p role="alert" className="text-xs font-medium text-destructive">
              {coverError}
            </p>
          ) : null}
        </div>
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
