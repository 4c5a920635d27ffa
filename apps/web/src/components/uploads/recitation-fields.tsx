import {
  RECITATION_LICENCE_MAX_LENGTH,
  RECITER_MAX_LENGTH,
  riwayat,
} from '@sada/contracts/recitation';
import { surahAt, surahs } from '@sada/contracts/surahs';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';
import { riwayahName, surahName } from '../recitation/recitation-names';
import { FormField } from '../ui/form-field';
import { fieldControlClasses, Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import type { TrackDetailsInput, TrackDetailsValues } from './track-details-form';

interface RecitationFieldsProps {
  form: UseFormReturn<TrackDetailsInput, unknown, TrackDetailsValues>;
  disabled: boolean;
}

/**
 * A Quranic recitation's provenance: reciter, riwayah, surah, ayah range and licence, each
 * required, with the contracts' messages under the field they concern.
 */
export function RecitationFields({ form, disabled }: RecitationFieldsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const surah = surahAt(Number(useWatch({ control, name: 'surah' })));

  return (
    <fieldset className="space-y-5 rounded-2xl border border-border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold">{t('recitation.fields')}</legend>
      <p className="-mt-2 text-xs text-muted-foreground">{t('recitation.fieldsHint')}</p>

      <FormField label={t('recitation.reciter')} error={errors.reciter?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('reciter')}
            placeholder={t('recitation.reciterPlaceholder')}
            maxLength={RECITER_MAX_LENGTH}
            autoComplete="off"
            dir="auto"
            disabled={disabled}
            aria-required="true"
          />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('recitation.riwayah')}
          hint={t('recitation.riwayahHint')}
          error={errors.riwayah?.message}
        >
          {(field) => (
            <NativeSelect
              {...field}
              {...register('riwayah')}
              disabled={disabled}
              aria-required="true"
            >
              <option value="" disabled>
                {t('recitation.choose')}
              </option>
              {riwayat.map((riwayah) => (
                <option key={riwayah} value={riwayah}>
                  {riwayahName(riwayah, i18n.language)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('recitation.surah')} error={errors.surah?.message}>
          {(field) => (
            <NativeSelect
              {...field}
              {...register('surah')}
              disabled={disabled}
              aria-required="true"
            >
              <option value="" disabled>
                {t('recitation.choose')}
              </option>
              {surahs.map((_, index) => (
                <option key={index + 1} value={String(index + 1)}>
                  {t('recitation.surahOption', {
                    number: format.number(index + 1),
                    name: surahName(index + 1, i18n.language),
                  })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <div className="space-y-1.5">
        <div className="grid grid-cols-2 gap-5">
          <FormField label={t('recitation.ayahFrom')} error={errors.ayahFrom?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('ayahFrom')}
                type="number"
                inputMode="numeric"
                min={1}
                max={surah?.ayahs}
                disabled={disabled}
                aria-required="true"
              />
            )}
          </FormField>
          <FormField label={t('recitation.ayahTo')} error={errors.ayahTo?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('ayahTo')}
                type="number"
                inputMode="numeric"
                min={1}
                max={surah?.ayahs}
                disabled={disabled}
                aria-required="true"
              />
            )}
          </FormField>
        </div>
        {surah ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('recitation.ayahRange', {
              first: format.number(1),
              last: format.number(surah.ayahs),
            })}
          </p>
        ) : null}
      </div>

      <FormField
        label={t('recitation.licence')}
        hint={t('recitation.licenceHint')}
        error={errors.recitationLicence?.message}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('recitationLicence')}
            rows={3}
            maxLength={RECITATION_LICENCE_MAX_LENGTH}
            placeholder={t('recitation.licencePlaceholder')}
            disabled={disabled}
            dir="auto"
            aria-required="true"
            className={`${fieldControlClasses} h-auto resize-y py-2.5`}
          />
        )}
      </FormField>
    </fieldset>
  );
}
