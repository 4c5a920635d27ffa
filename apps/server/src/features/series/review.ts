// The review of a series' details (docs/decisions/019-series-review.md), as rules over plain
// rows: where a series stands, what an artist's edit writes, and what a decision writes.
// Listeners read the approved details only; an edit of an approved series waits apart.
import type { SeriesDecision } from '@sada/contracts/moderation';
import {
  seriesReviewedFields,
  type PendingSeriesChanges,
  type SeriesDetails,
  type SeriesReview,
  type SeriesUpdate,
} from '@sada/contracts/series';

export interface ReviewColumns {
  approvedAt: Date | null;
  pendingChanges: PendingSeriesChanges | null;
  reviewNote: string | null;
  reviewRequestedAt: Date | null;
}

export type ReviewedSeries = SeriesDetails & ReviewColumns;

/** What a change writes to the series' row; null when it changes nothing. */
export type ReviewWrite = Partial<SeriesDetails & ReviewColumns & { updatedAt: Date }> | null;

/** Where the series stands in review, as its artist reads it. */
export function reviewOf(row: ReviewedSeries): SeriesReview {
  const waiting = row.reviewRequestedAt !== null;
  const state: SeriesReview['state'] = waiting
    ? row.approvedAt === null
      ? 'pending'
      : 'changesPending'
    : row.reviewNote !== null
      ? 'rejected'
      : row.approvedAt === null
        ? 'pending'
        : 'approved';
  return {
    state,
    note: row.reviewNote,
    pending: row.approvedAt !== null ? row.pendingChanges : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** The change as stored: an empty description is none. */
function normalized(change: SeriesUpdate): PendingSeriesChanges {
  const values: PendingSeriesChanges = {};
  for (const field of seriesReviewedFields) {
    const value = change[field];
    if (value === undefined) continue;
    Object.assign(values, { [field]: field === 'description' ? value || null : value });
  }
  return values;
}

/** The fields of `proposed` whose values differ from `from`. */
function differences(from: SeriesDetails, proposed: PendingSeriesChanges): PendingSeriesChanges {
  const changed: PendingSeriesChanges = {};
  for (const field of seriesReviewedFields) {
    const value = proposed[field];
    if (value !== undefined && value !== from[field]) Object.assign(changed, { [field]: value });
  }
  return changed;
}

const isEmpty = (changes: PendingSeriesChanges | null) =>
  changes === null || Object.keys(changes).length === 0;

const sameChanges = (a: PendingSeriesChanges | null, b: PendingSeriesChanges | null) =>
  seriesReviewedFields.every((field) => a?.[field] === b?.[field]);

/**
 * What the artist's edit writes. A series never approved takes it at once (nobody else reads it)
 * and, when a reviewer turned it down, goes back to review keeping the reason, which the reviewer
 * reads. An approved series keeps its approved details: the edit waits apart in
 * `pendingChanges`, and one set back to the approved values withdraws it. An edit that changes
 * nothing asks for no review.
 */
export function editOf(row: ReviewedSeries, change: SeriesUpdate, now: Date): ReviewWrite {
  const values = normalized(change);
  if (row.approvedAt === null) {
    const changed = differences(row, values);
    if (isEmpty(changed)) return null;
    return { ...changed, reviewRequestedAt: row.reviewRequestedAt ?? now, updatedAt: now };
  }
  const proposed = differences(row, { ...row.pendingChanges, ...values });
  const pending = isEmpty(proposed) ? null : proposed;
  if (sameChanges(pending, row.pendingChanges)) return null;
  return {
    pendingChanges: pending,
    reviewRequestedAt: pending ? (row.reviewRequestedAt ?? now) : null,
  };
}

/**
 * What a reviewer's decision writes. Approved: a new series becomes visible, an edit becomes the
 * approved details. Turned down: a new series stays unseen, an edit is discarded; either way the
 * reason stays for the artist.
 */
export function decisionOf(
  row: ReviewedSeries,
  decision: SeriesDecision,
  reason: string | null,
  now: Date,
): NonNullable<ReviewWrite> {
  const done = { pendingChanges: null, reviewRequestedAt: null };
  if (decision === 'reject') return { ...done, reviewNote: reason };
  return {
    ...(row.approvedAt === null ? { approvedAt: now } : (row.pendingChanges ?? {})),
    ...done,
    reviewNote: null,
    updatedAt: now,
  };
}
