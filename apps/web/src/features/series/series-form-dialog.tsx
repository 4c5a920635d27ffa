import { zodResolver } from '@hookform/resolvers/zod';
import { trackLanguages } from '@sada/contracts/enums';
import { localizeMessage } from '@sada/contracts/messages-ar';
import {
  SERIES_DESCRIPTION_MAX_LENGTH,
  SERIES_TITLE_MAX_LENGTH,
  seriesInput,
  seriesKinds,
  seriesOrderings,
  type SeriesInput,
  type SeriesSummary,
} from '@sada/contracts/series';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiError } from '../../lib/api';
import { useCreateSeries, useUpdateSeries } from './api/my-series';
import { FieldMessage } from './field-message';

const fieldNames = ['title', 'description', 'kind', 'language', 'ordering'] as const;
const isFieldName = (key: string): key is (typeof fieldNames)[number] =>
  (fieldNames as readonly string[]).includes(key);

interface SeriesFormDialogProps {
  /** The series to edit; a new one without it. */
  series?: SeriesSummary;
  onOpenChange: (open: boolean) => void;
  /** After a new series is made: the editor of its episodes, say. */
  onCreated?: (series: SeriesSummary) => void;
}

/**
 * 'New series' and 'Edit details': title, description, kind, language and ordering, checked by
 * the contracts' schema here and by the server, whose messages show beside their fields. Editing
 * starts from the changes waiting for review, if any; the artist is told when listeners see what
 * was saved only after review.
 */
export function SeriesFormDialog({ series, onOpenChange, onCreated }: SeriesFormDialogProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateSeries();
  const update = useUpdateSeries(series?.id ?? '');
  const pending = create.isPending || update.isPending;
  const proposed = { ...series, ...series?.review?.pending };
  const form = useForm<SeriesInput>({
    resolver: zodResolver(seriesInput),
    defaultValues: {
      title: proposed.title ?? '',
      description: proposed.description ?? '',
      kind: proposed.kind ?? 'lectures',
      language: proposed.language ?? 'arabic',
      ordering: proposed.ordering ?? 'ordered',
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const handleError = (error: Error) => {
    if (error instanceof ApiError && error.fields) {
      for (const [key, message] of Object.entries(error.fields)) {
        if (isFieldName(key)) form.setError(key, { type: 'server', message });
      }
    }
    toast.error(t(series ? 'series.form.saveFailed' : 'series.form.createFailed'), {
      description: localizeMessage(error.message, i18n.language),
    });
  };

  const submit = form.handleSubmit((values) => {
    if (series) {
      update.mutate(values, {
        onSuccess: (saved) => {
          const waiting =
            saved.review?.state === 'pending' || saved.review?.state === 'changesPending';
          toast.success(
            t('series.form.saved'),
            waiting ? { description: t('series.form.savedForReview') } : undefined,
          );
          onOpenChange(false);
        },
        onError: handleError,
      });
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(t('series.form.created'), {
          description: t('series.form.createdForReview', { title: created.title }),
        });
        onOpenChange(false);
        onCreated?.(created);
      },
      onError: handleError,
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>{t(series ? 'series.form.editTitle' : 'series.form.newTitle')}</DialogTitle>
        <DialogDescription>{t('series.form.description')}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
          <FormField label={t('series.form.title')} error={errors.title?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('title')}
                dir="auto"
                maxLength={SERIES_TITLE_MAX_LENGTH}
                autoComplete="off"
                placeholder={t('series.form.titlePlaceholder')}
                disabled={pending}
              />
            )}
          </FormField>
          <FormField label={t('series.form.about')} error={errors.description?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register('description')}
                dir="auto"
                rows={4}
                maxLength={SERIES_DESCRIPTION_MAX_LENGTH}
                placeholder={t('series.form.aboutPlaceholder')}
                disabled={pending}
                className={`${fieldControlClasses} h-auto resize-y py-2.5`}
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <div>
                <ChoiceGroup
                  legend={t('series.form.kind')}
                  value={field.value}
                  onChange={field.onChange}
                  choices={seriesKinds.map((kind) => ({
                    value: kind,
                    label: t(`series.kinds.${kind}`),
                    disabled: pending,
                  }))}
                />
                <FieldMessage message={errors.kind?.message} />
              </div>
            )}
          />
          <FormField label={t('series.form.language')} error={errors.language?.message}>
            {(field) => (
              <NativeSelect {...field} {...register('language')} disabled={pending}>
                {trackLanguages.map((language) => (
                  <option key={language} value={language}>
                    {t(`catalog.languages.${language}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Controller
            control={control}
            name="ordering"
            render={({ field }) => (
              <div>
                <ChoiceGroup
                  legend={t('series.form.ordering')}
                  hint={t(`series.orderingHints.${field.value}`)}
                  value={field.value}
                  onChange={field.onChange}
                  choices={seriesOrderings.map((ordering) => ({
                    value: ordering,
                    label: t(`series.orderings.${ordering}`),
                    disabled: pending,
                  }))}
                />
                <FieldMessage message={errors.ordering?.message} />
              </div>
            )}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(series ? 'series.form.save' : 'series.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
