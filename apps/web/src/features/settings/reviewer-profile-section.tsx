import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEWER_CREDENTIALS_MAX_LENGTH,
  REVIEWER_NAME_MAX_LENGTH,
  REVIEWER_ORGANISATION_MAX_LENGTH,
  reviewerProfileInput,
  type MyReviewerProfile,
  type ReviewerProfileInput,
} from '@sada/contracts/review-record';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Clock, Info, UserCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses, Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { ApiError } from '../../lib/api';
import { reviewerProfileQueryOptions, useSaveReviewerProfile } from './api/reviewer-profile';
import { SettingsCard, SettingsSection } from './settings-section';

type Profile = MyReviewerProfile['profile'];
type ProfileValues = z.output<typeof reviewerProfileInput>;
type ProfileField = keyof ReviewerProfileInput;

const profileFields: readonly ProfileField[] = ['publicName', 'organisation', 'credentials'];

function isProfileField(key: string): key is ProfileField {
  return (profileFields as readonly string[]).includes(key);
}

/** The form's values for a profile: empty text where it has nothing. */
function formValues(profile: Profile): ReviewerProfileInput {
  return {
    publicName: profile?.publicName ?? '',
    organisation: profile?.organisation ?? '',
    credentials: profile?.credentials ?? '',
  };
}

/**
 * Settings → Reviewer profile, for those who review: the name, organisation and credentials
 * listeners see on the tracks they approve, once an admin has verified them.
 */
export function ReviewerProfileSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useQuery(reviewerProfileQueryOptions);

  return (
    <SettingsSection
      id="reviewer-profile"
      icon={UserCheck}
      title={t('reviewerProfile.title')}
      description={t('reviewerProfile.description')}
    >
      {query.isPending ? (
        <Skeleton className="h-80 w-full rounded-3xl" />
      ) : query.isError ? (
        <LoadError
          message={t('reviewerProfile.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <ReviewerProfileForm
          // A saved profile starts the form afresh from what the server kept.
          key={JSON.stringify(query.data.profile)}
          profile={query.data.profile}
          userId={userId}
        />
      )}
    </SettingsSection>
  );
}

function ReviewerProfileForm({ profile, userId }: { profile: Profile; userId: string }) {
  const { t } = useTranslation();
  const save = useSaveReviewerProfile();
  const form = useForm<ReviewerProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(reviewerProfileInput),
    defaultValues: formValues(profile),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const pending = save.isPending;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('reviewerProfile.saved')),
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
        const known = fields.filter(([key]) => isProfileField(key));
        // The server's word under the field it concerns ('That name belongs to another
        // reviewer or to Sada'); otherwise a toast.
        for (const [key, message] of known) {
          if (isProfileField(key)) form.setError(key, { type: 'server', message });
        }
        if (known.length === 0) {
          toast.error(t('reviewerProfile.saveFailed'), { description: error.message });
        }
      },
    }),
  );

  return (
    <SettingsCard>
      <ProfileStatus profile={profile} userId={userId} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('reviewerProfile.title')}
        className="space-y-5"
      >
        <FormField
          label={t('reviewerProfile.publicName')}
          hint={t('reviewerProfile.publicNameHint')}
          error={errors.publicName?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('publicName')}
              dir="auto"
              autoComplete="name"
              maxLength={REVIEWER_NAME_MAX_LENGTH}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField
          label={t('reviewerProfile.organisation')}
          hint={t('reviewerProfile.organisationHint')}
          error={errors.organisation?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('organisation')}
              dir="auto"
              autoComplete="organization"
              maxLength={REVIEWER_ORGANISATION_MAX_LENGTH}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField
          label={t('reviewerProfile.credentials')}
          hint={t('reviewerProfile.credentialsHint')}
          error={errors.credentials?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('credentials')}
              dir="auto"
              rows={4}
              maxLength={REVIEWER_CREDENTIALS_MAX_LENGTH}
              disabled={pending}
              className={`${fieldControlClasses} h-auto resize-y py-2.5`}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" loading={pending} disabled={!isDirty}>
            {t('reviewerProfile.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** 'Verified' or 'Waiting for an admin to verify it', and what a change does to it. */
function ProfileStatus({ profile, userId }: { profile: Profile; userId: string }) {
  const { t } = useTranslation();
  if (!profile) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('reviewerProfile.none')}
      </p>
    );
  }
  const verified = profile.verifiedAt !== null;
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{t('reviewerProfile.statusLabel')}</span>
        <span
          className={
            verified
              ? 'inline-flex items-center gap-1 font-semibold text-primary'
              : 'inline-flex items-center gap-1 font-semibold text-gold-text'
          }
        >
          {verified ? (
            <BadgeCheck aria-hidden className="size-4" />
          ) : (
            <Clock aria-hidden className="size-4" />
          )}
          {verified ? t('reviewerProfile.verified') : t('reviewerProfile.waiting')}
        </span>
        {verified ? (
          <Link to={`/reviewers/${userId}`} className="font-semibold text-primary hover:underline">
            {t('reviewerProfile.viewPublic')}
          </Link>
        ) : null}
      </p>
      <p className="text-muted-foreground">{t('reviewerProfile.changeNeedsVerification')}</p>
    </div>
  );
}
