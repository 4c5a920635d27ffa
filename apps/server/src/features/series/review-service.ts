// Reviewing series: the series waiting for a decision, and the decision. Nobody decides on a
// series of their own artist profile, and a label never on its own artists' (series:moderate);
// such series are left out of that reviewer's list. Once approved, what listeners read changes
// and the catalogue's kept answers are forgotten (the series trigger of migration 0026).
import {
  MODERATION_QUEUE_MAX_LIMIT,
  moderationErrorCodes,
  moderationMessages,
  type ModerationSeriesItem,
  type ModerationSeriesQueue,
  type SeriesDecisionResult,
  type SeriesDecisionSubmission,
} from '@sada/contracts/moderation';
import { seriesMessages, type SeriesDetails } from '@sada/contracts/series';
import { and, asc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import { artists, series } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
import { can, type Actor } from '../../policy/policy';
import { deliverNotifications, insertNotifications, type NewNotification } from '../notifications';
import { seriesFields } from './repository';
import { decisionOf } from './review';

const reviewFields = { ...seriesFields, artistLabelId: artists.labelId };

/** The series waiting for review that `actor` may decide on, oldest first. */
function listAwaitingReview(db: Executor, actor: Actor, limit: number) {
  return db
    .select(reviewFields)
    .from(series)
    .innerJoin(artists, eq(artists.id, series.artistId))
    .where(
      and(
        isNotNull(series.reviewRequestedAt),
        or(isNull(artists.ownerUserId), ne(artists.ownerUserId, actor.id)),
        actor.role === 'admin'
          ? undefined
          : or(isNull(artists.labelId), ne(artists.labelId, actor.id)),
      ),
    )
    .orderBy(asc(series.reviewRequestedAt), asc(series.id))
    .limit(limit);
}

type AwaitingRow = Awaited<ReturnType<typeof listAwaitingReview>>[number];

/** The series, its row locked until the transaction ends: of two decisions, the second waits. */
async function lockForDecision(tx: Executor, seriesId: string) {
  const [locked] = await tx
    .select({ id: series.id })
    .from(series)
    .where(eq(series.id, seriesId))
    .for('update');
  if (!locked) return null;
  const [row] = await tx
    .select(reviewFields)
    .from(series)
    .innerJoin(artists, eq(artists.id, series.artistId))
    .where(eq(series.id, seriesId));
  return row ?? null;
}

const detailsOf = (row: AwaitingRow): SeriesDetails => ({
  title: row.title,
  description: row.description,
  kind: row.kind,
  language: row.language,
  ordering: row.ordering,
});

function toQueueItem(row: AwaitingRow): ModerationSeriesItem {
  const approved = row.approvedAt !== null;
  return {
    id: row.id,
    artist: { id: row.artistId, name: row.artistName, verified: row.artistVerified },
    approved: approved ? detailsOf(row) : null,
    proposed: approved ? (row.pendingChanges ?? {}) : detailsOf(row),
    previousNote: row.reviewNote,
    episodeCount: row.episodeCount,
    waitingSince: (row.reviewRequestedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** 403 with the reason when `actor` may not decide on the series. */
function checkMayReview(actor: Actor, row: AwaitingRow) {
  if (can(actor, 'series:moderate', row)) return;
  if (actor.id === row.artistOwnerId) {
    throw new AppError(403, moderationErrorCodes.ownSeries, moderationMessages.ownSeries);
  }
  throw new AppError(403, moderationErrorCodes.ownArtist, moderationMessages.ownArtistSeries);
}

const messages = {
  approve: {
    new: moderationMessages.seriesApproved,
    edit: moderationMessages.seriesChangesApproved,
  },
  reject: {
    new: moderationMessages.seriesRejected,
    edit: moderationMessages.seriesChangesRejected,
  },
} as const;

/** What the artist is told of the decision, in English; clients word it from `data`. */
function decisionNotification(
  row: AwaitingRow,
  decision: SeriesDecisionSubmission['decision'],
  reason: string | null,
): NewNotification | null {
  if (!row.artistOwnerId) return null;
  const edit = row.approvedAt !== null;
  const quoted = `"${row.title}"`;
  const data = { seriesTitle: row.title, seriesId: row.id, ...(edit ? { edit: 'true' } : {}) };
  if (decision === 'approve') {
    return {
      userId: row.artistOwnerId,
      kind: 'series_approved',
      title: edit ? 'Your changes are live' : 'Your series is live',
      message: edit
        ? `Your changes to ${quoted} were approved and are now live.`
        : `${quoted} was approved: listeners can find it now.`,
      link: `/series/${row.id}`,
      data,
    };
  }
  return {
    userId: row.artistOwnerId,
    kind: 'series_rejected',
    title: edit ? 'Changes not approved' : 'Series not approved',
    message: edit
      ? `Your changes to ${quoted} were not approved; listeners still see the approved details. Reason: ${reason ?? ''}`
      : `${quoted} was not approved. Reason: ${reason ?? ''}`,
    link: '/my-series',
    data: { ...data, reason: reason ?? '' },
  };
}

export function createSeriesReviewService(db: Database, events: EventBus) {
  return {
    async queue(actor: Actor): Promise<ModerationSeriesQueue> {
      const rows = await listAwaitingReview(db, actor, MODERATION_QUEUE_MAX_LIMIT);
      return { series: rows.map(toQueueItem) };
    },

    async decide(
      actor: Actor,
      seriesId: string,
      submission: SeriesDecisionSubmission,
    ): Promise<SeriesDecisionResult> {
      const { decision } = submission;
      const reason = decision === 'reject' ? submission.reason?.trim() || null : null;
      const what = await db.transaction(async (tx) => {
        const row = await lockForDecision(tx, seriesId);
        if (!row) throw notFound(seriesMessages.notFound);
        checkMayReview(actor, row);
        if (row.reviewRequestedAt === null) {
          throw new AppError(
            409,
            moderationErrorCodes.alreadyReviewed,
            moderationMessages.seriesNotWaiting,
          );
        }
        await tx
          .update(series)
          .set(decisionOf(row, decision, reason, new Date()))
          .where(eq(series.id, seriesId));
        const told = decisionNotification(row, decision, reason);
        const created = told ? await insertNotifications(tx, [told]) : [];
        return { what: row.approvedAt === null ? 'new' : 'edit', created } as const;
      });
      await deliverNotifications(events, what.created);
      return { message: messages[decision][what.what], seriesId, decision };
    },
  };
}
