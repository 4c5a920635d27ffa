// SQL of uploads and of the artist's own tracks.
import type { IslamicContentType, TrackLanguage } from '@sada/contracts/enums';
import type { UploadAudioFormat } from '@sada/contracts/uploads';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { artists, contentReviews, genres, trackRenditions, tracks } from '../../db/schema';

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
  genre: tracks.genre,
  explicit: tracks.explicit,
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
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), eq(tracks.uploadKey, uploadKey)));
  return row?.id ?? null;
}

export async function genreExists(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: genres.slug }).from(genres).where(eq(genres.slug, slug));
  return rows.length > 0;
}

/** 001 §7 step 2: the new track, processing. Null when the upload key was used already. */
export async function insertTrack(
  db: Executor,
  values: {
    artistId: string;
    title: string;
    lyrics: string | null;
    language: TrackLanguage;
    islamicContentType: IslamicContentType;
    genre: string;
    explicit: boolean;
    uploadKey: string | null;
    /** The admin's default review priority for new uploads. */
    reviewPriority: number;
  },
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
}

/**
 * 001 §7 step 5: the track points at its new audio (and cover), goes back to processing and
 * review, and the audio becomes its original rendition. Other renditions are removed; their
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
  });
  return removed.map((r) => r.storageKey);
}

/** The audio is stored but its processing could not be queued. */
export async function markUploadFailed(db: Executor, trackId: string, message: string) {
  await db
    .update(tracks)
    .set({
      status: 'failed',
      processingStage: 'failed',
      processingError: message,
      requiresReview: false,
    })
    .where(eq(tracks.id, trackId));
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
