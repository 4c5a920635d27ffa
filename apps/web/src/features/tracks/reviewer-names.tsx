import { localizeMessage } from '@sada/contracts/messages-ar';
import type { PublicReviewerRef } from '@sada/contracts/review-record';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A reviewer as a record credits them: their name, a link to their public profile when they have
 * one, and their organisation after it. The review team's name comes in English from the server.
 */
export function ReviewerName({ reviewer }: { reviewer: PublicReviewerRef }) {
  const { t, i18n } = useTranslation();
  const name =
    reviewer.profileId === null ? localizeMessage(reviewer.name, i18n.language) : reviewer.name;
  return (
    <>
      {reviewer.profileId ? (
        <Link
          to={`/reviewers/${reviewer.profileId}`}
          dir="auto"
          className="font-semibold text-foreground underline-offset-2 hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span dir="auto" className="font-semibold text-foreground">
          {name}
        </span>
      )}
      {reviewer.organisation ? (
        <>
          {' '}
          <span dir="auto">
            {t('reviewRecord.organisation', { organisation: reviewer.organisation })}
          </span>
        </>
      ) : null}
    </>
  );
}

/** Reviewers joined as the interface language joins a list: 'A', 'A and B', 'A, B and C'. */
export function ReviewerNames({ reviewers }: { reviewers: readonly PublicReviewerRef[] }) {
  const { i18n } = useTranslation();
  // Each name is a placeholder the list format leaves alone; its parts say where each name goes.
  const parts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).formatToParts(
    reviewers.map((_, index) => String(index)),
  );
  return (
    <>
      {parts.map((part, index) => {
        const reviewer = part.type === 'element' ? reviewers[Number(part.value)] : undefined;
        return (
          <Fragment key={index}>
            {reviewer ? <ReviewerName reviewer={reviewer} /> : part.value}
          </Fragment>
        );
      })}
    </>
  );
}
