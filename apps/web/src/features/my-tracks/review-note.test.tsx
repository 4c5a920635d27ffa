import type { MyTrack } from '@sada/contracts/uploads';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ReviewNote } from './review-note';

const track: MyTrack = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Morning Light',
  lyrics: null,
  language: 'arabic',
  contentType: 'nasheed',
  declaredInstrumentation: 'vocals_only',
  instrumentation: 'vocals_only',
  genre: 'nasheed',
  explicit: false,
  reciter: null,
  riwayah: null,
  surah: null,
  ayahFrom: null,
  ayahTo: null,
  recitationLicence: null,
  status: 'needs_revision',
  processing: { stage: 'completed', progress: 100, label: 'completed', error: null },
  coverUrl: null,
  audioFormat: 'mp3',
  fileSizeBytes: 1000,
  durationMs: 3000,
  playCount: 0,
  likeCount: 0,
  review: {
    status: 'needs_revision',
    notes: 'The last verse is clipped.',
    rejectionReason: null,
    reviewedAt: '2026-11-20T10:00:00.000Z',
  },
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('ReviewNote', () => {
  it("shows the reviewer's notes on a track that needs revision, and what to do", () => {
    render(<ReviewNote track={track} />);
    expect(screen.getByText('The reviewer asked for changes')).toBeInTheDocument();
    expect(screen.getByText('The last verse is clipped.')).toBeInTheDocument();
    expect(
      screen.getByText(/by editing the details or replacing the audio, to send the track back/),
    ).toBeInTheDocument();
  });

  it('shows the reason of a rejection', () => {
    render(
      <ReviewNote
        track={{
          ...track,
          status: 'rejected',
          review: {
            status: 'rejected',
            notes: null,
            rejectionReason: 'Noise',
            reviewedAt: '2026-11-20T10:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Noise')).toBeInTheDocument();
  });

  it('says nothing for tracks under review or live', () => {
    const { container } = render(<ReviewNote track={{ ...track, status: 'qc' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
