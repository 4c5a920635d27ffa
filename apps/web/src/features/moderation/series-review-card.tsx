import { localizeMessage } from '@sada/contracts/messages-ar';
import {
  moderationErrorCodes,
  REJECTION_REASON_MAX_LENGTH,
  seriesDecisionSubmission,
  type ModerationSeriesItem,
} from '@sada/contracts/moderation';
import type { SeriesReviewedField } from '@sada/contracts/series';
import { CircleCheck, CircleX, FilePenLine, LibraryBig } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import {
  seriesDetailLabel,
  seriesDetailOrder,
  seriesDetailText,
} from '../../components/catalog/series-details';
import { VerifiedIcon } from '../../components/catalog/verified-badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/i18n/format';
import { useDecideOnSeries } from './api/series-queue';

/**
 * One series waiting for review: a new one with every detail it proposes, or the edit of an
 * approved one with each changed detail beside the approved value (what listeners read now).
 * Approve, or reject with a reason the artist reads.
 */
export function SeriesReviewCard({ item }: { item: ModerationSeriesItem }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const decide = useDecideOnSeries(item.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const headingId = useId();
  const isNew = item.approved === null;
  const title = item.proposed.title ?? item.approved?.title ?? '';

  const send = (submission: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    const parsed = seriesDecisionSubmission.safeParse(submission);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    decide.mutate(parsed.data, {
      onSuccess: (result) => toast.success(localizeMessage(result.message, i18n.language)),
      onError: (error) => {
        const decided =
          error instanceof ApiError && error.code === moderationErrorCodes.alreadyReviewed;
        const message = localizeMessage(error.message, i18n.language);
        if (decided) toast.error(message);
        else toast.error(t('moderation.series.decisionFailed'), { description: message });
      },
    });
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
      >
        <header className="space-y-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
            {isNew ? (
              <LibraryBig aria-hidden className="size-3.5" />
            ) : (
              <FilePenLine aria-hidden className="size-3.5" />
            )}
            {t(isNew ? 'moderation.series.new' : 'moderation.series.edit')}
          </p>
          <h3 id={headingId} dir="auto" className="font-display text-lg font-semibold">
            {title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
            <span dir="auto">{item.artist.name}</span>
            {item.artist.verified ? <VerifiedIcon className="size-3.5" /> : null}
            <span aria-hidden>{format.separator}</span>
            <span>{t('series.episodeCount', format.counted(item.episodeCount))}</span>
            <span aria-hidden>{format.separator}</span>
            <span>
              {t('moderation.queue.waitingSince', {
                date: format.date(item.waitingSince, { dateStyle: 'medium' }),
              })}
            </span>
          </p>
        </header>
        {item.previousNote ? (
          <p className="rounded-xl bg-muted px-3 py-2 text-sm">
            <span className="font-semibold">{t('moderation.series.previousNote')}</span>{' '}
            <span dir="auto">{item.previousNote}</span>
          </p>
        ) : null}
        <SeriesChanges item={item} />
        {rejecting ? (
          <div className="space-y-3">
            <FormField
              label={t('moderation.series.reason')}
              hint={t('moderation.series.reasonHint')}
              error={reasonError ?? undefined}
            >
              {(field) => (
                <textarea
                  {...field}
                  dir="auto"
                  rows={3}
                  maxLength={REJECTION_REASON_MAX_LENGTH}
                  value={reason}
                  disabled={decide.isPending}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError(null);
                  }}
                  className={`${fieldControlClasses} h-auto resize-y py-2.5`}
                />
              )}
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={decide.isPending}
                onClick={() => {
                  setRejecting(false);
                  setReasonError(null);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button
                variant="destructive"
                size="sm"
                loading={decide.isPending}
                onClick={() => send({ decision: 'reject', reason })}
              >
                {decide.isPending ? null : <CircleX aria-hidden />}
                {t('moderation.series.confirmReject')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={decide.isPending}
              onClick={() => setRejecting(true)}
            >
              <CircleX aria-hidden />
              {t('moderation.series.reject')}
            </Button>
            <Button
              size="sm"
              loading={decide.isPending}
              onClick={() => send({ decision: 'approve' })}
            >
              {decide.isPending ? null : <CircleCheck aria-hidden />}
              {t('moderation.series.approve')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/** What the reviewer decides on: each detail proposed, beside the approved one for an edit. */
function SeriesChanges({ item }: { item: ModerationSeriesItem }) {
  const { t } = useTranslation();
  const { approved, proposed } = item;
  const fields = seriesDetailOrder.filter((field) => proposed[field] !== undefined);
  const text = (field: SeriesReviewedField, value: string | null | undefined) =>
    seriesDetailText(t, field, value);

  if (approved === null) {
    return (
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {fields.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-muted-foreground">{seriesDetailLabel(t, field)}</dt>
            <dd dir="auto" className="whitespace-pre-line">
              {text(field, proposed[field])}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('moderation.changes.field')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('moderation.changes.before')}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t('moderation.changes.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-b border-border/60 align-top last:border-0">
              <th scope="row" className="py-2 pe-4 text-start font-medium whitespace-nowrap">
                {seriesDetailLabel(t, field)}
              </th>
              <td dir="auto" className="py-2 pe-4 whitespace-pre-line text-muted-foreground">
                {text(field, approved[field])}
              </td>
              <td dir="auto" className="py-2 font-medium whitespace-pre-line">
                {text(field, proposed[field])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
