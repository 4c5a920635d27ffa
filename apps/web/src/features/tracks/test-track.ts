// A track as GET /api/tracks/:trackId describes it, for the tests of the track's pages.
import type { TrackDetail } from '@sada/contracts/tracks';

export const testTrackId = '00000000-0000-4000-8000-000000000001';
export const reviewerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testTrack(values: Partial<TrackDetail> = {}): TrackDetail {
  return {
    id: testTrackId,
    title: 'Harbour Lights',
    artist: { id: '00000000-0000-4000-8000-000000000900', name: 'Noor Ensemble', verified: true },
    album: null,
    durationMs: 95_000,
    coverUrl: null,
    explicit: false,
    status: 'live',
    playCount: 12,
    likeCount: 3,
    createdAt: '2026-02-10T10:00:00.000Z',
    lyrics: null,
    hasText: false,
    chapters: [],
    language: 'arabic',
    contentType: 'nasheed',
    instrumentation: 'vocals_only',
    outsideRule: false,
    review: {
      state: 'reviewed',
      reviewedAt: '2026-03-03T12:00:00.000Z',
      reviewers: [{ name: 'Amina Yusuf', organisation: 'Al-Azhar', profileId: reviewerId(1) }],
    },
    audioFormat: 'mp3',
    genre: { slug: 'nasheed', name: 'Nasheed' },
    recitation: null,
    ...values,
  };
}
