// SQL of uploads and of the artist's own tracks.
import type { IslamicContentType, TrackLanguage } from '@sada/contracts/enums';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import type { UploadAudioFormat } from '@sada/contracts/uploads';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';

import { recitationColumns, type RecitationRow } from '../../catalog/recitation';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Executor } from '../../db/client';
import {
  artists,
  artistUploads,
  contentReviews,
  genres,
  trackRenditions,
  tracks,
} from '../../db/schema';

export async function findOwnedArtist(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(eq(artists.ownerUserId, userId));
  return row ?? null;
}

export const myTrackColumns = {
  id: tracks.id,
  title: tracks.title,
  lyrics: tracks.lyrics,
  language: tracks.language,
  contentType: tracks.islamicContentType,
  declaredInstrumentation: tracks.declaredInstrumentation,
  instrumentation: tracks.instrumentation,
  genre: tracks.genre,
  explicit: tracks.explicit,
  ...recitationColumns,
  status: tracks.status,
  stage: tracks.processingStage,
  progress: tracks.processingProgress,
  error: tracks.processingError,
  coverUrl: tracks.coverUrl,
  audioFormat: tracks.audioFormat,
  fileSizeBytes: tracks.fileSizeBytes,
  durationMs: tracks.durationMs,
  playCount: tracks.playCount,
  likeCount: tracks.likeCount,
  pendingChanges: tracks.pendingChanges,
  audioFilePath: tracks.audioFilePath,
  createdAt: tracks.createdAt,
  updatedAt: tracks.updatedAt,
};

export type MyTrackRow = NonNullable<Awaited<ReturnType<typeof findMyTrack>>>;

export async function findMyTrack(db: Executor, trackId: string) {
  const [row] = await db
    .select({ ...myTrackColumns, artistOwnerId: artists.ownerUserId })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

export async function findTrackByUploadKey(db: Executor, artistId: string, uploadKey: string) {
  const [row] = await db
    .select({ id: tracks.id, status: tracks.status, audioFilePath: tracks.audioFilePath })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), eq(tracks.uploadKey, uploadKey)));
  return row ?? null;
}

/**
 * Frees the upload key of a failed track, so that a resend with it uploads again. A track whose
 * audio was never stored holds nothing and goes; one with audio (and perhaps plays and likes from
 * before a failed replacement) stays, failed, for its artist to see. Fenced on `failed`: true when
 * the key is free now.
 */
export async function releaseFailedUpload(db: Executor, trackId: string): Promise<boolean> {
  const failed = and(eq(tracks.id, trackId), eq(tracks.status, 'failed'));
  const deleted = await db
    .delete(tracks)
    .where(and(failed, isNull(tracks.audioFilePath)))
    .returning({ id: tracks.id });
  if (deleted.length > 0) return true;
  const released = await db
    .update(tracks)
    .set({ uploadKey: null })
    .where(failed)
    .returning({ id: tracks.id });
  return released.length > 0;
}

export interface ArtistUsage {
  /** Every stored copy of the artist's tracks (originals, streaming copies, previews). */
  usedBytes: number;
  /** Uploads and audio replacements made in the last hour, of tracks deleted since too. */
  lastHour: number;
  /** Tracks being uploaded or processed now. */
  processing: number;
}

const UPLOAD_WINDOW = sql`now() - interval '1 hour'`;

/**
 * What the artist uses of their limits. `replacing`: the track whose audio an upload replaces;
 * its processing and its stored copies make way for the new one, so they are not counted.
 */
export async function artistUsage(
  db: Executor,
  artistId: string,
  replacing?: string,
): Promise<ArtistUsage> {
  const other = replacing ? ne(tracks.id, replacing) : undefined;
  const [counts] = await db
    .select({
      processing: sql<number>`(count(*) FILTER (WHERE ${tracks.status} = 'processing'))::int`,
    })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), other));
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(artistUploads)
    .where(and(eq(artistUploads.artistId, artistId), gt(artistUploads.createdAt, UPLOAD_WINDOW)));
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${trackRenditions.sizeBytes}), 0)::text` })
    .from(trackRenditions)
    .innerJoin(tracks, eq(tracks.id, trackRenditions.trackId))
    .where(and(eq(tracks.artistId, artistId), other));
  return {
    usedBytes: Number(stored?.bytes ?? 0),
    lastHour: Number(recent?.n ?? 0),
    processing: Number(counts?.processing ?? 0),
  };
}

export type QuotaRefusal = 'rate' | 'processing' | 'storage';

/** The first of the artist's limits that `usage` and an upload of `incomingBytes` would break. */
export function quotaRefusal(
  usage: ArtistUsage,
  quota: { uploadsPerHour: number; maxProcessing: number; storageBytes: number },
  incomingBytes: number,
): QuotaRefusal | null {
  if (usage.processing >= quota.maxProcessing) return 'processing';
  if (usage.lastHour >= quota.uploadsPerHour) return 'rate';
  if (usage.usedBytes + incomingBytes > quota.storageBytes) return 'storage';
  return null;
}

export async function genreExists(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: genres.slug }).from(genres).where(eq(genres.slug, slug));
  return rows.length > 0;
}

/**
 * Takes the artist's upload turn for the rest of the transaction `tx` and says which of their
 * limits an upload of `incomingBytes` would break (replacing the audio of the track `replacing`,
 * if given). Uploads of one artist take turns here (a transaction-scoped advisory lock), so that
 * parallel uploads cannot all pass the check before any of them is counted (countUpload).
 */
export async function checkUploadQuota(
  tx: Executor,
  artistId: string,
  quota: Parameters<typeof quotaRefusal>[1],
  incomingBytes: number,
  replacing?: string,
): Promise<QuotaRefusal | null> {
  await lockUntilCommit(tx, artistId);
  return quotaRefusal(await artistUsage(tx, artistId, replacing), quota, incomingBytes);
}

/** Counts an upload towards the artist's hourly limit; those older than the hour go. */
export async function countUpload(tx: Executor, artistId: string): Promise<void> {
  await tx
    .delete(artistUploads)
    .where(and(eq(artistUploads.artistId, artistId), lte(artistUploads.createdAt, UPLOAD_WINDOW)));
  await tx.insert(artistUploads).values({ artistId });
}

/**
 * The upload's second step: the new track, processing, if the artist's limits allow it
 * (checkUploadQuota), counted as an upload. `null` when the upload key was used already.
 */
export async function insertTrackWithinQuota(
  db: Database,
  values: Parameters<typeof insertTrack>[1],
  quota: Parameters<typeof quotaRefusal>[1],
  incomingBytes: number,
): Promise<{ id: string | null } | { refused: QuotaRefusal }> {
  return db.transaction(async (tx) => {
    const refused = await checkUploadQuota(tx, values.artistId, quota, incomingBytes);
    if (refused) return { refused };
    const id = await insertTrack(tx, values);
    if (id) await countUpload(tx, values.artistId);
    return { id };
  });
}

async function insertTrack(
  db: Executor,
  values: {
    /** Chosen by the upload beforehand, so that it can note the track before making it. */
    id: string;
    artistId: string;
    title: string;
    lyrics: string | null;
    language: TrackLanguage;
    islamicContentType: IslamicContentType;
    declaredInstrumentation: Instrumentation;
    genre: string;
    explicit: boolean;
    uploadKey: string | null;
    /** The admin's default review priority for new uploads. */
    reviewPriority: number;
  } & RecitationRow,
): Promise<string | null> {
  const [row] = await db
    .insert(tracks)
    .values({ ...values, status: 'processing', processingStage: 'uploading' })
    .onConflictDoNothing({ target: [tracks.artistId, tracks.uploadKey] })
    .returning({ id: tracks.id });
  return row?.id ?? null;
}

export interface StoredUpload {
  trackId: string;
  audioKey: string;
  format: UploadAudioFormat;
  mimeType: string;
  sizeBytes: number;
  durationMs: number;
  bitrateKbps: number | null;
  sampleRate: number | null;
  channels: number | null;
  /** SHA-256 of the audio as received: what a review of it is bound to. */
  contentHash: string;
}

/** Holds the track's row until the transaction ends. */
export async function lockTrack(tx: Executor, trackId: string): Promise<void> {
  await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, trackId)).for('update');
}

/** A track no review has judged yet: its cover may still be set on its own. */
export const unreviewedStatuses = ['processing', 'qc', 'failed'] as const;

/**
 * Sets the cover of a track that was never published nor approved and is still processing or
 * waiting for its first review, so the cover is reviewed with it. The track is locked, so a
 * decision cannot slip in between. Returns the cover URL it replaced, or false when refused.
 */
export async function setUnreviewedCover(
  tx: Executor,
  trackId: string,
  coverUrl: string,
): Promise<{ replaced: string | null } | false> {
  const [track] = await tx
    .select({ status: tracks.status, publishedAt: tracks.publishedAt, coverUrl: tracks.coverUrl })
    .from(tracks)
    .where(eq(tracks.id, trackId))
    .for('update');
  const open = (unreviewedStatuses as readonly string[]).includes(track?.status ?? '');
  if (!track || !open || track.publishedAt !== null) return false;
  const [approved] = await tx
    .select({ id: contentReviews.id })
    .from(contentReviews)
    .where(and(eq(contentReviews.trackId, trackId), eq(contentReviews.status, 'approved')))
    .limit(1);
  if (approved) return false;
  await tx.update(tracks).set({ coverUrl }).where(eq(tracks.id, trackId));
  return { replaced: track.coverUrl };
}

/**
 * The upload's last step: the track points at its new audio (and cover), goes back to processing
 * and review, and the audio becomes its original rendition. Other renditions are removed; their
 * storage keys are returned for deletion once committed.
 */
export async function attachAudio(
  tx: Executor,
  upload: StoredUpload,
  coverUrl: string | null,
): Promise<string[]> {
  await tx
    .update(tracks)
    .set({
      audioFilePath: upload.audioKey,
      // Audio is private: players ask this route for a signed link.
      audioUrl: `/api/tracks/${upload.trackId}/stream-url`,
      fileSizeBytes: upload.sizeBytes,
      audioFormat: upload.format,
      durationMs: upload.durationMs,
      status: 'processing',
      processingStage: 'uploading',
      processingProgress: 0,
      processingError: null,
      requiresReview: true,
      publishedAt: null,
      loudnessLufs: null,
      truePeakDb: null,
      waveformPeaks: null,
      ...(coverUrl ? { coverUrl } : {}),
    })
    .where(eq(tracks.id, upload.trackId));
  const removed = await tx
    .delete(trackRenditions)
    .where(eq(trackRenditions.trackId, upload.trackId))
    .returning({ storageKey: trackRenditions.storageKey });
  await tx.insert(trackRenditions).values({
    trackId: upload.trackId,
    kind: 'original',
    format: upload.format,
    mimeType: upload.mimeType,
    bitrateKbps: upload.bitrateKbps,
    sampleRate: upload.sampleRate,
    channels: upload.channels,
    durationMs: upload.durationMs,
    sizeBytes: upload.sizeBytes,
    storageKey: upload.audioKey,
    contentHash: upload.contentHash,
  });
  return removed.map((r) => r.storageKey);
}

/**
 * The upload failed: its audio is stored but its processing could not be queued, or its audio
 * never got stored. With `audioFilePath` given (null: none), only while the track is still at
 * that upload's `uploading` stage. True when the track was marked.
 */
export async function markUploadFailed(
  db: Executor,
  trackId: string,
  message: string,
  audioFilePath?: string | null,
): Promise<boolean> {
  const fence =
    audioFilePath === undefined
      ? undefined
      : and(
          eq(tracks.processingStage, 'uploading'),
          audioFilePath === null
            ? isNull(tracks.audioFilePath)
            : eq(tracks.audioFilePath, audioFilePath),
        );
  const marked = await db
    .update(tracks)
    .set({
      status: 'failed',
      processingStage: 'failed',
      processingError: message,
      requiresReview: false,
    })
    .where(and(eq(tracks.id, trackId), fence))
    .returning({ id: tracks.id });
  return marked.length > 0;
}

/** Where a track's upload stands, for the start-up recovery of uploads cut short. */
export async function findUploadState(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      id: tracks.id,
      stage: tracks.processingStage,
      audioFilePath: tracks.audioFilePath,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/** Fails tracks still uploading, without audio, since before `before`; returns how many. */
export async function failStaleUploads(
  db: Executor,
  before: Date,
  message: string,
): Promise<number> {
  const failed = await db
    .update(tracks)
    .set({
      status: 'failed',
      processingStage: 'failed',
      processingError: message,
      requiresReview: false,
    })
    .where(
      and(
        eq(tracks.processingStage, 'uploading'),
        isNull(tracks.audioFilePath),
        lt(tracks.updatedAt, before),
      ),
    )
    .returning({ id: tracks.id });
  return failed.length;
}

/** Tracks still uploading, with audio attached, since before `before`. */
export async function staleAttachedUploads(db: Executor, before: Date) {
  const rows = await db
    .select({ id: tracks.id, audioFilePath: tracks.audioFilePath })
    .from(tracks)
    .where(
      and(
        eq(tracks.processingStage, 'uploading'),
        isNotNull(tracks.audioFilePath),
        lt(tracks.updatedAt, before),
      ),
    );
  return rows.flatMap((row) =>
    row.audioFilePath ? [{ id: row.id, audioFilePath: row.audioFilePath }] : [],
  );
}

export async function deleteTrackRow(db: Executor, trackId: string) {
  await db.delete(tracks).where(eq(tracks.id, trackId));
}

export async function renditionKeys(db: Executor, trackId: string): Promise<string[]> {
  const rows = await db
    .select({ key: trackRenditions.storageKey })
    .from(trackRenditions)
    .where(eq(trackRenditions.trackId, trackId));
  return rows.map((r) => r.key);
}

// Microseconds, so that tracks created in the same millisecond are neither lost nor repeated.
const createdKey = sql<string>`(extract(epoch from ${tracks.createdAt}) * 1000000)::bigint::text`;

/** The artist's tracks, newest first, after the position `after`; `limit + 1` tells if more. */
export async function listMyTracks(
  db: Executor,
  artistId: string,
  limit: number,
  after: { key: string; id: string } | null,
) {
  const mine = eq(tracks.artistId, artistId);
  const where = after
    ? and(
        mine,
        sql`(${tracks.createdAt}, ${tracks.id}) < (timestamptz 'epoch' + ${after.key}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
      )
    : mine;
  return db
    .select({ ...myTrackColumns, sortKey: createdKey })
    .from(tracks)
    .where(where)
    .orderBy(desc(tracks.createdAt), desc(tracks.id))
    .limit(limit + 1);
}

/** The latest review of each track. */
export async function latestReviews(db: Executor, trackIds: string[]) {
  if (trackIds.length === 0) return new Map<string, LatestReview>();
  const rows = await db
    .selectDistinctOn([contentReviews.trackId], {
      trackId: contentReviews.trackId,
      status: contentReviews.status,
      notes: contentReviews.reviewNotes,
      rejectionReason: contentReviews.rejectionReason,
      reviewedAt: contentReviews.reviewedAt,
    })
    .from(contentReviews)
    .where(inArray(contentReviews.trackId, trackIds))
    .orderBy(
      contentReviews.trackId,
      desc(contentReviews.createdAt),
      desc(sql`${contentReviews.id}`),
    );
  return new Map(rows.map((r) => [r.trackId, r]));
}

export type LatestReview = {
  trackId: string;
  status: 'pending' | 'approved' | 'rejected' | 'needs_revision';
  notes: string | null;
  rejectionReason: string | null;
  reviewedAt: Date | null;
};
