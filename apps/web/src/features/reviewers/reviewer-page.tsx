import type { PublicReviewerProfile } from '@sada/contracts/review-record';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Building2, GraduationCap, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { isNotFound } from '../../lib/query-retry';
import { reviewerQueryOptions } from './api/get-reviewer';

/** /reviewers/:userId: who a verified reviewer is, and how many live tracks they vouch for. */
export function ReviewerPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const query = useQuery(reviewerQueryOptions(userId));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <NotFoundState
          title={t('reviewerPage.notFound')}
          description={t('reviewerPage.notFoundHint')}
        />
      );
    }
    return (
      <LoadError
        message={t('reviewerPage.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <ReviewerProfile reviewer={query.data} />;
}

function ReviewerProfile({ reviewer }: { reviewer: PublicReviewerProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article aria-labelledby="reviewer-name" className="mx-auto max-w-3xl">
      <header className="mb-8">
        <p className="mb-2 text-sm font-semibold tracking-wide text-gold-text uppercase">
          {t('reviewerPage.eyebrow')}
        </p>
        <h1
          id="reviewer-name"
          dir="auto"
          className="font-display text-3xl font-semibold tracking-tight break-words text-interface-start sm:text-4xl"
        >
          {reviewer.publicName}
        </h1>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <BadgeCheck aria-hidden className="size-4 text-primary" />
            {t('reviewerPage.verifiedOn', { date: format.date(reviewer.verifiedAt) })}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <ListChecks aria-hidden className="size-4" />
            {t('reviewerPage.reviewedTracks', { count: reviewer.reviewedTracks })}
          </li>
        </ul>
      </header>
      <dl className="space-y-4">
        {reviewer.organisation ? (
          <Detail icon={Building2} label={t('reviewerPage.organisation')}>
            {reviewer.organisation}
          </Detail>
        ) : null}
        {reviewer.credentials ? (
          <Detail icon={GraduationCap} label={t('reviewerPage.credentials')}>
            {reviewer.credentials}
          </Detail>
        ) : null}
      </dl>
    </article>
  );
}

/** One labelled fact, its text as written: plain text, line breaks kept. */
function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Building2;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-card p-5 ring-1 ring-border">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon aria-hidden className="size-4" />
        {label}
      </dt>
      <dd dir="auto" className="mt-2 text-base leading-relaxed whitespace-pre-line break-words">
        {children}
      </dd>
    </div>
  );
}
