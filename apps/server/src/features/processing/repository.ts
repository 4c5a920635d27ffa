// SQL of audio processing. Every write names the upload it is for (the track's audio_file_path):
// when the artist has replaced or deleted the audio meanwhile, the write finds no row and the
// stale job changes nothing.
import type { Chapter } from '@sada/contracts/chapters';
import type { ProcessingStage, RenditionKind, TrackStatus } from '@sada/contracts/enums';
import type { UploadAudioFormat } from '@sada/contracts/uploads';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { artists, trackRenditions, tracks } from '../../db/schema';
import { OUTPUT_SAMPLE_RATE } from './media';

const stateColumns = {
  id: tracks.id,
  title: tracks.title,
  status: tracks.status,
  stage: tracks.processingStage,
  progress: tracks.processingProgress,
  error: tracks.processingError,
  artistId: tracks.artistId,
};

export interface TrackState {
  id: string;
  title: string;
  status: TrackStatus;
  stage: ProcessingStage;
  progress: number;
  error: string | null;
  artistId: string;
}

const forUpload = (trackId: string, audioKey: string) =>
  and(eq(tracks.id, trackId), eq(tracks.audioFilePath, audioKey));

export async function findTrackForProcessing(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      ...stateColumns,
      audioFilePath: tracks.audioFilePath,
      coverUrl: tracks.coverUrl,
      ownerUserId: artists.ownerUserId,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

export async function setStage(
  db: Executor,
  trackId: string,
  audioKey: string,
  stage: ProcessingStage,
  progress: number,
): Promise<TrackState | null> {
  const [row] = await db
    .update(tracks)
    .set({
      status: 'processing',
      processingStage: stage,
      processingProgress: progress,
      processingError: null,
    })
    .where(forUpload(trackId, audioKey))
    .returning(stateColumns);
  return row ?? null;
}

/** Failed tracks leave the review queue; the artist sees the error and can upload again. */
export async function markFailed(
  db: Executor,
  trackId: string,
  audioKey: string,
  message: string,
): Promise<TrackState | null> {
  const [row] = await db
    .update(tracks)
    .set({
      status: 'failed',
      processingStage: 'failed',
      processingError: message,
      requiresReview: false,
    })
    .where(forUpload(trackId, audioKey))
    .returning(stateColumns);
  return row ?? null;
}

export interface ProcessedAudio {
  trackId: string;
  audioKey: string;
  format: UploadAudioFormat;
  durationMs: number;
  loudnessLufs: number | null;
  truePeakDb: number | null;
  peaks: number[];
  coverUrl: string | null;
  original: {
    bitrateKbps: number | null;
    sampleRate: number | null;
    channels: number | null;
    tags: Record<string, string | number>;
  };
  /** Whether the fingerprint was compared with the catalogue (false: fpcalc missing or failed). */
  fingerprintChecked: boolean;
  /** Chapter marks read from the file; kept only when the artist has entered none. */
  chapters: Chapter[] | null;
  renditions: {
    kind: Exclude<RenditionKind, 'original'>;
    bitrateKbps: number;
    channels: number;
    durationMs: number;
    sizeBytes: number;
    storageKey: string;
  }[];
}

/**
 * Records the result of processing and sends the track to review. Returns the storage keys of
 * the renditions it replaced (to delete once committed), or null when the upload is stale.
 */
export async function saveProcessedAudio(
  tx: Executor,
  audio: ProcessedAudio,
): Promise<{ state: TrackState; replacedKeys: string[] } | null> {
  const [state] = await tx
    .update(tracks)
    .set({
      status: 'qc',
      requiresReview: true,
      processingStage: 'completed',
      processingProgress: 100,
      processingError: null,
      durationMs: audio.durationMs,
      audioFormat: audio.format,
      loudnessLufs: audio.loudnessLufs,
      truePeakDb: audio.truePeakDb,
      waveformPeaks: audio.peaks,
      fingerprintChecked: audio.fingerprintChecked,
      // The art inside the file only when the track has no cover: one the artist set while the
      // file was processed (a long upload's cover comes after its audio) is kept.
      ...(audio.coverUrl ? { coverUrl: sql`coalesce(${tracks.coverUrl}, ${audio.coverUrl})` } : {}),
      ...(audio.chapters
        ? { chapters: sql`coalesce(${tracks.chapters}, ${JSON.stringify(audio.chapters)}::jsonb)` }
        : {}),
    })
    .where(forUpload(audio.trackId, audio.audioKey))
    .returning(stateColumns);
  if (!state) return null;

  const replaced = await tx
    .delete(trackRenditions)
    .where(
      and(
        eq(trackRenditions.trackId, audio.trackId),
        or(ne(trackRenditions.kind, 'original'), ne(trackRenditions.storageKey, audio.audioKey)),
      ),
    )
    .returning({ storageKey: trackRenditions.storageKey });
  await tx
    .update(trackRenditions)
    .set({ ...audio.original, durationMs: audio.durationMs })
    .where(eq(trackRenditions.storageKey, audio.audioKey));
  await tx.insert(trackRenditions).values(
    audio.renditions.map((r) => ({
      trackId: audio.trackId,
      kind: r.kind,
      format: 'mp3' as const,
      mimeType: 'audio/mpeg',
      bitrateKbps: r.bitrateKbps,
      sampleRate: OUTPUT_SAMPLE_RATE,
      channels: r.channels,
      durationMs: r.durationMs,
      sizeBytes: r.sizeBytes,
      storageKey: r.storageKey,
    })),
  );
  return {
    state,
    replacedKeys: replaced.map((r) => r.storageKey).filter((key) => key !== audio.audioKey),
  };
}

/**
 * Of `keys`, those a track still names: a rendition's file, or a cover. An attempt that did not
 * save leaves these alone: its keys are the upload's, and another attempt may have saved them.
 */
export async function referencedKeys(db: Executor, trackId: string, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const [renditions, [track]] = await Promise.all([
    db
      .select({ key: trackRenditions.storageKey })
      .from(trackRenditions)
      .where(and(eq(trackRenditions.trackId, trackId), inArray(trackRenditions.storageKey, keys))),
    db.select({ coverUrl: tracks.coverUrl }).from(tracks).where(eq(tracks.id, trackId)),
  ]);
  const named = new Set(renditions.map((row) => row.key));
  for (const key of keys) if (track?.coverUrl === `/api/media/${key}`) named.add(key);
  return named;
}
