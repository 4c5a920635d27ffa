// Queue items and tracks under review, as the server sends them, for the moderation tests.
import type { ModerationQueueItem, ModerationTrack } from '@sada/contracts/moderation';

export const trackId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function queueItem(
  n: number,
  values: Partial<ModerationQueueItem> = {},
): ModerationQueueItem {
  return {
    id: trackId(n),
    title: `Harbour Lights ${n}`,
    coverUrl: null,
    status: 'qc',
    contentType: 'nasheed',
    language: 'arabic',
    durationMs: 95_000,
    reviewPriority: 1,
    editPending: false,
    artist: { id: trackId(900 + n), name: `Artist ${n}`, verified: n % 2 === 1 },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...values,
  };
}

export function reviewTrack(n: number, values: Partial<ModerationTrack> = {}): ModerationTrack {
  const item = queueItem(n);
  return {
    id: item.id,
    title: item.title,
    lyrics: `Words of track ${n}`,
    textLayers: [],
    chapters: [],
    language: 'arabic',
    contentType: 'nasheed',
    declaredInstrumentation: 'vocals_only',
    instrumentation: null,
    genre: 'nasheed',
    explicit: false,
    recitation: null,
    status: 'qc',
    awaitingReview: true,
    reviewPriority: 1,
    processing: { stage: 'completed', progress: 100 },
    coverUrl: null,
    durationMs: 95_000,
    audioFormat: 'mp3',
    fileSizeBytes: 2 * 1024 * 1024,
    waveform: [0.1, 0.5, 0.9, 0.4],
    streamUrl: `/api/tracks/${item.id}/stream-url`,
    artist: { ...item.artist, avatarUrl: null, ownerId: trackId(800 + n) },
    pendingChanges: null,
    rejectionReason: null,
    publishedAt: null,
    createdAt: item.createdAt,
    reviews: [],
    canDecide: true,
    approvals: { given: 0, needed: 1, byYou: false },
    duplicateCheck: { checked: true, matches: [] },
    ...values,
  };
}
