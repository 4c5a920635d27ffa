// Rows → the JSON of the artist's own tracks.
import { processingStageLabels, type MyTrack } from '@sada/contracts/uploads';

import type { LatestReview, MyTrackRow } from './repository';

type Row = Omit<MyTrackRow, 'artistOwnerId'>;

export function toMyTrack(row: Row, review: LatestReview | undefined): MyTrack {
  return {
    id: row.id,
    title: row.title,
    lyrics: row.lyrics,
    language: row.language,
    contentType: row.contentType,
    declaredInstrumentation: row.declaredInstrumentation,
    instrumentation: row.instrumentation,
    genre: row.genre,
    explicit: row.explicit,
    reciter: row.reciter,
    riwayah: row.riwayah,
    surah: row.surah,
    ayahFrom: row.ayahFrom,
    ayahTo: row.ayahTo,
    recitationLicence: row.recitationLicence,
    status: row.status,
    processing: {
      stage: row.stage,
      progress: row.progress,
      label: processingStageLabels[row.stage],
      error: row.error,
    },
    coverUrl: row.coverUrl,
    audioFormat: row.audioFormat,
    fileSizeBytes: row.fileSizeBytes,
    durationMs: row.durationMs,
    playCount: row.playCount,
    likeCount: row.likeCount,
    review: review
      ? {
          status: review.status,
          notes: review.notes,
          rejectionReason: review.rejectionReason,
          reviewedAt: review.reviewedAt?.toISOString() ?? null,
        }
      : null,
    pendingChanges: row.pendingChanges,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
