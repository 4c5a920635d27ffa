// Rows → the JSON of the moderation queue, a track under review and its review history.
import type { DuplicateCheck } from '@sada/contracts/duplicates';
import {
  queuedStatuses,
  type ModerationQueueItem,
  type ModerationTrack,
  type TrackReview,
} from '@sada/contracts/moderation';
import type { PendingTrackChanges } from '@sada/contracts/uploads';

import { toRecitation } from '../../catalog/recitation';
import type { DuplicateMatchRow, QueueRow, ReviewRow, ReviewTrackRow } from './repository';

export function toQueueItem(row: QueueRow): ModerationQueueItem {
  return {
    id: row.id,
    title: row.title,
    coverUrl: row.coverUrl,
    status: row.status,
    contentType: row.contentType,
    language: row.language,
    durationMs: row.durationMs,
    reviewPriority: row.reviewPriority,
    editPending: row.editPending,
    artist: { id: row.artistId, name: row.artistName, verified: row.artistVerified },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTrackReview(row: ReviewRow): TrackReview {
  return {
    id: row.id,
    status: row.status,
    islamicComplianceScore: row.islamicComplianceScore,
    audioQualityScore: row.audioQualityScore,
    instrumentation: row.instrumentation,
    notes: row.notes,
    rejectionReason: row.rejectionReason,
    reviewer: row.reviewerId === null ? null : { id: row.reviewerId, name: row.reviewerName ?? '' },
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Whether a decision can be made now: the track requires review and is past processing, or it is
 * live with an edit waiting for review.
 */
export function isAwaitingDecision(row: QueueState): boolean {
  return row.requiresReview && (row.status === 'qc' || isLiveEdit(row));
}

export function isInQueue(row: QueueState): boolean {
  return (
    row.requiresReview &&
    (queuedStatuses as readonly string[]).includes(row.status) &&
    (row.status !== 'live' || isLiveEdit(row))
  );
}

interface QueueState {
  status: string;
  requiresReview: boolean;
  pendingChanges: PendingTrackChanges | null;
}

const isLiveEdit = (row: QueueState) => row.status === 'live' && row.pendingChanges !== null;

/** `canDecide`: whether the caller may decide on it, as the policy answers for them. */
export function toModerationTrack(
  row: ReviewTrackRow,
  reviews: ReviewRow[],
  canDecide: boolean,
): Omit<ModerationTrack, 'approvals' | 'duplicateCheck'> {
  return {
    id: row.id,
    title: row.title,
    lyrics: row.lyrics,
    textLayers: row.textLayers ?? [],
    chapters: row.chapters ?? [],
    language: row.language,
    contentType: row.contentType,
    declaredInstrumentation: row.declaredInstrumentation,
    instrumentation: row.instrumentation,
    genre: row.genre,
    explicit: row.explicit,
    recitation: toRecitation(row),
    status: row.status,
    awaitingReview: isAwaitingDecision(row),
    reviewPriority: row.reviewPriority,
    processing: { stage: row.stage, progress: row.progress },
    coverUrl: row.coverUrl,
    durationMs: row.durationMs,
    audioFormat: row.audioFormat,
    fileSizeBytes: row.fileSizeBytes,
    waveform: row.waveformPeaks,
    streamUrl: row.audioFilePath ? `/api/tracks/${row.id}/stream-url` : null,
    artist: {
      id: row.artistId,
      name: row.artistName,
      verified: row.artistVerified,
      avatarUrl: row.artistAvatarUrl,
      ownerId: row.artistOwnerId,
    },
    pendingChanges: row.pendingChanges,
    rejectionReason: row.rejectionReason,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reviews: reviews.map(toTrackReview),
    canDecide,
  };
}

/** Whether the track's audio was checked for duplicates, and what it matched. */
export function toDuplicateCheck(
  checked: boolean | null,
  matches: DuplicateMatchRow[],
): DuplicateCheck {
  return {
    checked,
    matches: matches.map((match) => ({
      track: {
        id: match.id,
        title: match.title,
        artistName: match.artistName,
        status: match.status,
      },
      similarity: Math.min(1, Math.max(0, match.similarity)),
    })),
  };
}
