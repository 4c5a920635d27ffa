import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_APPROVALS_NEEDED } from '@sada/contracts/genres';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { genreApprovalsInput, type GenreApprovals } from '@sada/contracts/review-record';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QueryState } from '../../../components/ui/query-state';
import { RowSkeletons } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api';
import { genreApprovalsQueryOptions, useSaveGenreApprovals } from './genre-approvals-api';

type Genre = GenreApprovals['genres'][number];
type ApprovalsInput = z.input<typeof genreApprovalsInput>;

/** 'Approvals per genre': how many different reviewers a track of each genre needs to go live. */
export function GenreApprovalsSection() {
  const { t } = useTranslation();
  const query = useQuery(genreApprovalsQueryOptions());

  return (
    <section
      aria-labelledby="genre-approvals-title"
      className="mt-6 space-y-5 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div>
        <h2 id="genre-approvals-title" className="font-display text-xl font-semibold">
          {t('genreApprovals.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('genreApprovals.description')}</p>
      </div>
      <QueryState
        query={query}
        loading={<RowSkeletons label={t('app.loading')} rowClassName="h-16 w-full rounded-xl" />}
        errorMessage={t('genreApprovals.loadError')}
      >
        {({ genres }) =>
          genres.length === 0 ? (
            <EmptyState icon={LayoutGrid} title={t('genreApprovals.empty')} />
          ) : (
            <ul className="divide-y divide-border">
              {genres.map((genre) => (
                <GenreRow key={`${genre.slug}-${genre.approvalsNeeded}`} genre={genre} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** One genre: its approvals needed, saved on its own. */
function GenreRow({ genre }: { genre: Genre }) {
  const { t, i18n } = useTranslation();
  const save = useSaveGenreApprovals();
  const form = useForm<ApprovalsInput>({
    resolver: zodResolver(genreApprovalsInput),
    defaultValues: { approvalsNeeded: genre.approvalsNeeded },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;

  const submit = form.handleSubmit(async ({ approvalsNeeded }) => {
    try {
      await save.mutateAsync({ slug: genre.slug, approvalsNeeded });
      toast.success(t('genreApprovals.saved', { genre: genre.name }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 400) {
        form.setError('approvalsNeeded', {
          type: 'server',
          message: error.fields?.approvalsNeeded ?? message,
        });
        return;
      }
      toast.error(t('genreApprovals.saveFailed'), {
        description: localizeMessage(message, i18n.language),
      });
    }
  });

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-wrap items-start gap-3"
      >
        <FormField
          label={<span dir="auto">{genre.name}</span>}
          error={errors.approvalsNeeded?.message}
          className="min-w-0 flex-1 basis-56"
        >
          {(field) => (
            <Input
              {...field}
              {...register('approvalsNeeded', { valueAsNumber: true })}
              // Read out with what it counts; the label shows only the genre.
              aria-label={t('genreApprovals.fieldLabel', { genre: genre.name })}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_APPROVALS_NEEDED}
              step={1}
              disabled={save.isPending}
              className="sm:max-w-28"
            />
          )}
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-7"
          loading={save.isPending}
          disabled={!isDirty}
          aria-label={t('genreApprovals.saveNamed', { genre: genre.name })}
        >
          {t('genreApprovals.save')}
        </Button>
      </form>
    </li>
  );
}
