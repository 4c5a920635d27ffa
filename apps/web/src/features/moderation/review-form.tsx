import { zodResolver } from '@hookform/resolvers/zod';
import { reviewDecisions, type ReviewDecision } from '@sada/contracts/enums';
import { instrumentations, type Instrumentation } from '@sada/contracts/instrumentation';
import { localizeMessage } from '@sada/contracts/messages-ar';
import {
  moderationErrorCodes,
  REJECTION_REASON_MAX_LENGTH,
  REVIEW_NOTES_MAX_LENGTH,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  reviewFormDefaults,
  reviewSubmission,
  type ModerationTrack,
  type ReviewSubmission,
  type ReviewSubmissionInput,
} from '@sada/contracts/moderation';
import { CircleAlert, CircleCheck, CircleX, PencilLine } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { ChoiceGroup, type Choice } from '../../components/ui/choice-group';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses } from '../../components/ui/input';
import { Slider } from '../../components/ui/slider';
import { ApiError } from '../../lib/api';
import { useSubmitReview } from './api/submit-review';

const decisionIcons = { approved: CircleCheck, rejected: CircleX, needs_revision: PencilLine };

interface ReviewFormProps {
  track: ModerationTrack;
  /** Called once the decision is saved, or when the track turns out to be decided already. */
  onDecided: (trackId: string) => void;
}

/**
 * The review: two scores from 1 to 10 (8 to begin with), notes, the instrumentation as the
 * reviewer heard it (shown beside the artist's declaration, never chosen for them; an approval
 * needs it) and the decision; a rejection needs a reason. After a decision the form is back at its defaults.
 * Where a genre needs several reviewers, the form says how many have approved, and one who has
 * approved already may not approve again; an approval that leaves the track waiting for more
 * keeps it on screen, with the server's word for it.
 */
export function ReviewForm({ track, onDecided }: ReviewFormProps) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitReview(track.id);
  const form = useForm<ReviewSubmissionInput, unknown, ReviewSubmission>({
    resolver: zodResolver(reviewSubmission),
    defaultValues: reviewFormDefaults,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const decision = useWatch({ control, name: 'decision' });
  const disabled = !track.awaitingReview || submit.isPending;

  const handleSubmit = form.handleSubmit((values) =>
    submit.mutate(
      {
        ...values,
        rejectionReason: values.decision === 'rejected' ? values.rejectionReason : null,
      },
      {
        onSuccess: (result) => {
          form.reset(reviewFormDefaults);
          if (result.approvals && result.approvals.given < result.approvals.needed) {
            // Still waiting for another reviewer: the track stays in the queue and on screen,
            // now showing the approval (the server's message is in the interface language).
            toast.success(result.message);
            return;
          }
          toast.success(t('moderation.reviewSubmitted'));
          onDecided(track.id);
        },
        onError: (error) => {
          toast.error(localizeMessage(error.message, i18n.language));
          // Someone else decided first: the track leaves the queue all the same.
          if (error instanceof ApiError && error.code === moderationErrorCodes.alreadyReviewed) {
            onDecided(track.id);
          }
        },
      },
    ),
  );

  const { approvals } = track;
  const choices: Choice<ReviewDecision | ''>[] = reviewDecisions.map((value) => ({
    value,
    label: t(`moderation.form.decisions.${value}`),
    icon: decisionIcons[value],
    ...(value === 'approved' && approvals.byYou
      ? { disabled: true, note: t('moderationApprovals.byYou') }
      : {}),
  }));

  const instrumentationChoices: Choice<Instrumentation | ''>[] = instrumentations.map((value) => ({
    value,
    label: t(`catalog.instrumentation.${value}`),
  }));

  /** One of a few choices, with the contract's message under it while it is missing. */
  const choiceField = <V extends string>(
    name: 'instrumentation' | 'decision',
    legend: string,
    options: Choice<V | ''>[],
    hint?: string,
  ) => (
    <div className="space-y-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ChoiceGroup<V | ''>
            legend={legend}
            hint={hint}
            value={(field.value ?? '') as V | ''}
            choices={options}
            onChange={field.onChange}
          />
        )}
      />
      {errors[name]?.message ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {localizeMessage(errors[name].message, i18n.language)}
        </p>
      ) : null}
    </div>
  );

  const scoreField = (name: 'islamicComplianceScore' | 'audioQualityScore', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const score = field.value ?? reviewFormDefaults[name];
        const valueText = t('moderation.form.scoreValue', { score, max: REVIEW_SCORE_MAX });
        return (
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-3">
              <span id={`${name}-label`} className="text-sm font-semibold">
                {label}
              </span>
              <output className="text-sm font-semibold tabular-nums" aria-hidden>
                {valueText}
              </output>
            </div>
            <Slider
              value={score}
              min={REVIEW_SCORE_MIN}
              max={REVIEW_SCORE_MAX}
              step={1}
              label={label}
              valueText={valueText}
              disabled={disabled}
              onValueChange={field.onChange}
              className="h-6"
              thumbClassName="size-4 opacity-100"
            />
            <p className="text-xs text-muted-foreground">
              {t('moderation.form.scoreHint', { min: REVIEW_SCORE_MIN, max: REVIEW_SCORE_MAX })}
            </p>
            {errors[name]?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {localizeMessage(errors[name].message, i18n.language)}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="review-form-title"
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-6 rounded-2xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="review-form-title" className="font-display text-xl font-semibold">
          {t('moderation.form.title')}
        </h3>
        {approvals.needed > 1 ? (
          <p className="text-sm font-semibold text-muted-foreground tabular-nums">
            {t('moderationApprovals.progress', {
              given: approvals.given,
              needed: approvals.needed,
            })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {scoreField('islamicComplianceScore', t('moderation.form.compliance'))}
        {scoreField('audioQualityScore', t('moderation.form.quality'))}
      </div>

      <FormField
        label={t('moderation.form.notes')}
        hint={t('moderation.form.notesHint')}
        error={errors.notes?.message}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('notes')}
            rows={3}
            maxLength={REVIEW_NOTES_MAX_LENGTH}
            disabled={disabled}
            dir="auto"
            className={`${fieldControlClasses} h-auto resize-y py-2.5`}
          />
        )}
      </FormField>

      {choiceField(
        'instrumentation',
        t('moderation.form.instrumentation'),
        instrumentationChoices,
        track.declaredInstrumentation
          ? t('moderation.form.instrumentationDeclared', {
              kind: t(`catalog.instrumentation.${track.declaredInstrumentation}`),
            })
          : t('moderation.form.instrumentationUndeclared'),
      )}

      {choiceField('decision', t('moderation.form.decision'), choices)}

      {decision === 'rejected' ? (
        <FormField
          label={t('moderation.form.reason')}
          hint={t('moderation.form.reasonHint')}
          error={errors.rejectionReason?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('rejectionReason')}
              rows={2}
              required
              aria-required
              maxLength={REJECTION_REASON_MAX_LENGTH}
              disabled={disabled}
              dir="auto"
              className={`${fieldControlClasses} h-auto resize-y py-2.5`}
            />
          )}
        </FormField>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" loading={submit.isPending} disabled={!track.awaitingReview}>
          {t('moderation.form.submit')}
        </Button>
      </div>
    </form>
  );
}
