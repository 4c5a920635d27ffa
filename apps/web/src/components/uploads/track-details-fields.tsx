import { islamicContentTypes, trackLanguages } from '@sada/contracts/enums';
import { instrumentations } from '@sada/contracts/instrumentation';
import { RECITATION_GENRE } from '@sada/contracts/recitation';
import { defaultGenreFor } from '@sada/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../ui/form-field';
import { fieldControlClasses, Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { Switch } from '../ui/switch';
import { genreOptions, genreOptionsQueryOptions } from './api/genres';
import { RecitationFields } from './recitation-fields';
import type { TrackDetailsInput, TrackDetailsValues } from './track-details-form';

interface TrackDetailsFieldsProps {
  form: UseFormReturn<TrackDetailsInput, unknown, TrackDetailsValues>;
  disabled?: boolean;
}

/**
 * Title, lyrics, language, content type, genre, instrumentation and explicit, and a Quranic
 * recitation's provenance. The genre follows the content type until the artist picks one.
 */
export function TrackDetailsFields({ form, disabled = false }: TrackDetailsFieldsProps) {
  const { t } = useTranslation();
  const genres = useQuery(genreOptionsQueryOptions()).data ?? genreOptions();
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;
  const chosenGenre = useWatch({ control, name: 'genre' });
  const contentType = register('contentType', {
    onChange: (event: { target: { value: TrackDetailsInput['contentType'] } }) => {
      if (!getFieldState('genre').isDirty) {
        setValue('genre', defaultGenreFor[event.target.value]);
      }
    },
  });

  return (
    <div className="space-y-5">
      <FormField label={t('uploads.fields.title')} error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            placeholder={t('uploads.fields.titlePlaceholder')}
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
          />
        )}
      </FormField>

      <FormField
        label={t('uploads.fields.lyrics')}
        hint={t('uploads.fields.lyricsHint')}
        error={errors.lyrics?.message}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('lyrics')}
            rows={4}
            maxLength={20_000}
            placeholder={t('uploads.fields.lyricsPlaceholder')}
            disabled={disabled}
            dir="auto"
            className={`${fieldControlClasses} h-auto resize-y py-2.5`}
          />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label={t('uploads.fields.language')} error={errors.language?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('language')} disabled={disabled}>
              {trackLanguages.map((language) => (
                <option key={language} value={language}>
                  {t(`catalog.languages.${language}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('uploads.fields.contentType')} error={errors.contentType?.message}>
          {(field) => (
            <NativeSelect {...field} {...contentType} disabled={disabled}>
              {islamicContentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`catalog.contentTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('uploads.fields.genre')} error={errors.genre?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('genre')} disabled={disabled}>
              {genres.map((genre) => (
                <option key={genre.slug} value={genre.slug}>
                  {genre.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      {chosenGenre === RECITATION_GENRE ? (
        <RecitationFields form={form} disabled={disabled} />
      ) : null}

      <FormField
        label={t('uploads.fields.instrumentation')}
        hint={t('uploads.fields.instrumentationHint')}
        error={errors.instrumentation?.message}
      >
        {(field) => (
          <NativeSelect
            {...field}
            {...register('instrumentation')}
            disabled={disabled}
            aria-required="true"
          >
            <option value="" disabled>
              {t('uploads.fields.instrumentationChoose')}
            </option>
            {instrumentations.map((kind) => (
              <option key={kind} value={kind}>
                {t(`catalog.instrumentation.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <Controller
        control={control}
        name="explicit"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onCheckedChange={field.onChange}
            label={t('uploads.fields.explicit')}
            hint={t('uploads.fields.explicitHint')}
            disabled={disabled}
          />
        )}
      />
    </div>
  );
}
