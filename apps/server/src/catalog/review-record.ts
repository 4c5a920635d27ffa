// What a review vouches for (decision 015): the SHA-256 of the track's original audio and of
// the text listeners read. An approval stores both; a track's public record is made of the
// approvals whose hashes match what listeners get now, so new audio or new text is never
// covered by an old review.
import { createHash } from 'node:crypto';

import type { Chapter } from '@sada/contracts/chapters';
import {
  reviewRecordMessages,
  type PublicReviewerRef,
  type ReviewRecord,
} from '@sada/contracts/review-record';
import type { TextLayer } from '@sada/contracts/text-layers';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { contentReviews, reviewerProfiles, trackRenditions, tracks } from '../db/schema';

/** The text of a track a review covers, as its columns hold it. */
export const reviewedTextFields = {
  title: tracks.title,
  lyrics: tracks.lyrics,
  reciter: tracks.reciter,
  riwayah: tracks.riwayah,
  surah: tracks.surah,
  ayahFrom: tracks.ayahFrom,
  ayahTo: tracks.ayahTo,
  recitationLicence: tracks.recitationLicence,
  textLayers: tracks.textLayers,
  chapters: tracks.chapters,
};
export type ReviewedText = { [K in keyof typeof reviewedTextFields]?: unknown };

/** The layers' lines with their keys in one order, whatever order jsonb gave them back in. */
function layersInOrder(layers: readonly TextLayer[]) {
  return layers.map((layer) => [
    layer.kind,
    layer.language,
    layer.direction,
    layer.lines.map((line) => [line.startMs, line.endMs, line.text]),
  ]);
}

/**
 * One hash of the reviewed text: its fields in a fixed order, absent ones as null. The text
 * layers and the chapters come last and only when there are some, so the hashes of tracks without them (all the
 * tracks reviewed before there were layers) are what they were.
 */
export function textHashOf(text: ReviewedText): string {
  const { textLayers, chapters, ...rest } = text as Record<string, unknown>;
  const values: unknown[] = Object.keys(reviewedTextFields)
    .filter((key) => key !== 'textLayers' && key !== 'chapters')
    .map((key) => rest[key] ?? null);
  if (Array.isArray(textLayers) && textLayers.length > 0)
    values.push(layersInOrder(textLayers as TextLayer[]));
  if (Array.isArray(chapters) && chapters.length > 0)
    values.push({ chapters: (chapters as Chapter[]).map((c) => [c.startMs, c.title]) });
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** The hash of the track's original audio (null for a track stored before hashes were kept). */
export async function originalAudioHash(db: Executor, trackId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: trackRenditions.contentHash })
    .from(trackRenditions)
    .where(and(eq(trackRenditions.trackId, trackId), eq(trackRenditions.kind, 'original')))
    .limit(1);
  return row?.hash ?? null;
}

export interface ReviewHashes {
  audioHash: string | null;
  textHash: string;
}

/** An approval covers `hashes`, or was given before reviews were bound to them. */
const covers = (hashes: ReviewHashes) =>
  sql`((${contentReviews.audioHash} IS NOT DISTINCT FROM ${hashes.audioHash}
      AND ${contentReviews.textHash} = ${hashes.textHash})
    OR (${contentReviews.audioHash} IS NULL AND ${contentReviews.textHash} IS NULL))`;

/**
 * The distinct reviewers who approved exactly `hashes` since the track's last rejection or
 * request for changes: the approvals that count towards its genre's number.
 */
export async function approvalsInRound(
  db: Executor,
  trackId: string,
  hashes: ReviewHashes,
): Promise<string[]> {
  const lastRefusal = sql`(SELECT max(r.reviewed_at) FROM ${contentReviews} r
    WHERE r.track_id = ${trackId} AND r.status IN ('rejected', 'needs_revision'))`;
  const rows = await db
    .selectDistinct({ reviewerId: contentReviews.reviewerId })
    .from(contentReviews)
    .where(
      and(
        eq(contentReviews.trackId, trackId),
        eq(contentReviews.status, 'approved'),
        sql`${contentReviews.audioHash} IS NOT DISTINCT FROM ${hashes.audioHash}`,
        eq(contentReviews.textHash, hashes.textHash),
        sql`${contentReviews.reviewedAt} > coalesce(${lastRefusal}, '-infinity')`,
      ),
    );
  return rows.flatMap((r) => (r.reviewerId ? [r.reviewerId] : []));
}

/** The columns that credit a review: a verified profile's name, or nothing (the team). */
export const creditFields = {
  reviewerId: contentReviews.reviewerId,
  publicName: reviewerProfiles.publicName,
  organisation: reviewerProfiles.organisation,
  verifiedAt: reviewerProfiles.verifiedAt,
};

/** Whom a review is credited to: a verified reviewer by name, anyone else as the team. */
export function creditOf(row: {
  reviewerId: string | null;
  publicName: string | null;
  organisation: string | null;
  verifiedAt: Date | null;
}): PublicReviewerRef {
  if (row.reviewerId && row.publicName && row.verifiedAt) {
    return { name: row.publicName, organisation: row.organisation, profileId: row.reviewerId };
  }
  return { name: reviewRecordMessages.team, organisation: null, profileId: null };
}

/**
 * The record a track page shows: 'reviewed' by the approvals that cover the audio and text
 * listeners get now (newest first, each credit once), 'under_review' when none do or the track
 * is not live.
 */
export async function reviewRecordOf(db: Executor, trackId: string): Promise<ReviewRecord> {
  const [track] = await db
    .select({ status: tracks.status, text: reviewedTextFields })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  if (track?.status !== 'live') return { state: 'under_review' };
  const hashes = {
    audioHash: await originalAudioHash(db, trackId),
    textHash: textHashOf(track.text),
  };
  const rows = await db
    .select({
      ...creditFields,
      reviewedAt: contentReviews.reviewedAt,
      bound: contentReviews.textHash,
    })
    .from(contentReviews)
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, contentReviews.reviewerId))
    .where(
      and(
        eq(contentReviews.trackId, trackId),
        eq(contentReviews.status, 'approved'),
        covers(hashes),
      ),
    )
    .orderBy(desc(contentReviews.reviewedAt));
  // Approvals bound to the hashes say more than those given before binding: theirs alone.
  const bound = rows.filter((row) => row.bound !== null);
  const vouching = bound.length > 0 ? bound : rows;
  const reviewedAt = vouching[0]?.reviewedAt;
  if (!reviewedAt) return { state: 'under_review' };
  const reviewers = new Map<string, PublicReviewerRef>();
  for (const row of vouching) {
    const credit = creditOf(row);
    reviewers.set(credit.profileId ?? credit.name, credit);
  }
  return {
    state: 'reviewed',
    reviewedAt: reviewedAt.toISOString(),
    reviewers: [...reviewers.values()],
  };
}

/** Every decision on a track, newest first, credited as the public sees it. */
export async function publicReviewsOf(db: Executor, trackId: string) {
  const rows = await db
    .select({
      ...creditFields,
      decision: contentReviews.status,
      reviewedAt: contentReviews.reviewedAt,
    })
    .from(contentReviews)
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, contentReviews.reviewerId))
    .where(and(eq(contentReviews.trackId, trackId), sql`${contentReviews.reviewedAt} IS NOT NULL`))
    .orderBy(desc(contentReviews.reviewedAt), desc(contentReviews.id));
  return rows.flatMap((row) =>
    row.reviewedAt && row.decision !== 'pending'
      ? [
          {
            decision: row.decision,
            reviewedAt: row.reviewedAt.toISOString(),
            reviewer: creditOf(row),
          },
        ]
      : [],
  );
}
