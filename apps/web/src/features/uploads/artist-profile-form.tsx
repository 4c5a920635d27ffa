import { zodResolver } from '@hookform/resolvers/zod';
import { localizeMessage } from '@sada/contracts/messages-ar';
import {
  artistProfileFields,
  artistProfileMessages,
  imageFileProblem,
  imageFileAccept,
  MAX_IMAGE_BYTES,
} from '@sada/contracts/uploads';
import { ImagePlus, Mic2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ArtistAvatar } from '../../components/catalog/artist-avatar';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { useCreateArtistProfile } from '../../components/uploads/api/artist-profile';
import { useChosenFile } from '../../lib/use-chosen-file';

const MB = 1024 * 1024;

/**
 * The first step for an artist without an artist profile (each upload needs one): a
 * name, a bio and an avatar. Once it exists the upload form takes its place.
 */
export function ArtistProfileForm({ suggestedName }: { suggestedName: string }) {
  const { t, i18n } = useTranslation();
  const create = useCreateArtistProfile();
  const [avatar, chooseAvatar, clearAvatar] = useChosenFile();
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(artistProfileFields),
    defaultValues: { name: suggestedName, bio: '' },
  });
  const name = useWatch({ control, name: 'name' });
  const localize = (message: string) => localizeMessage(message, i18n.language);
  const pending = create.isPending;

  const submit = handleSubmit((values) =>
    create.mutate(
      { ...values, avatar: avatar?.file ?? null },
      {
        onSuccess: () => toast.success(localize(artistProfileMessages.created)),
        onError: (error) =>
          toast.error(t('common.error'), { description: localize(error.message) }),
      },
    ),
  );

  return (
    <section
      aria-labelledby="artist-profile-title"
      className="max-w-2xl rounded-3xl border border-border bg-card p-5 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-gold/15 text-gold-text">
          <Mic2 aria-hidden className="size-5" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-gold-text uppercase">
            {t('upload.profile.step', { step: 1, total: 2 })}
          </p>
          <h2 id="artist-profile-title" className="font-display text-2xl font-semibold">
            {t('upload.profile.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {localize(artistProfileMessages.createFirst)}
          </p>
        </div>
      </div>

      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
        <div className="flex items-center gap-4">
          <ArtistAvatar
            name={name || suggestedName}
            src={avatar?.url ?? null}
            className="size-20 text-2xl"
          />
          <FilePicker
            label={t('upload.profile.avatar')}
            icon={ImagePlus}
            accept={imageFileAccept}
            hint={avatar?.file.name ?? t('upload.cover.formats', { max: MAX_IMAGE_BYTES / MB })}
            error={avatarError}
            disabled={pending}
            onPick={(file) => {
              const problem = imageFileProblem(file);
              setAvatarError(problem);
              if (problem) clearAvatar();
              else chooseAvatar(file);
            }}
          />
        </div>

        <FormField label={t('upload.profile.name')} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('name')}
              maxLength={100}
              autoComplete="off"
              disabled={pending}
            />
          )}
        </FormField>

        <FormField
          label={t('upload.profile.bio')}
          hint={t('upload.profile.bioHint')}
          error={errors.bio?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('bio')}
              rows={4}
              maxLength={2000}
              dir="auto"
              disabled={pending}
              className={`${fieldControlClasses} h-auto resize-y py-2.5`}
            />
          )}
        </FormField>

        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={pending}>
            {t('upload.profile.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
