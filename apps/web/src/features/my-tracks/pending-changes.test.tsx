import type { MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { serveApi } from '../../testing/fetch';
import { EditTrackDialog } from './edit-track-dialog';
import { MyTrackRow } from './my-track-row';

const live: MyTrack = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Morning Light',
  lyrics: 'Approved words',
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
  status: 'live',
  processing: { stage: 'completed', progress: 100, label: 'completed', error: null },
  coverUrl: null,
  audioFormat: 'mp3',
  fileSizeBytes: 1000,
  durationMs: 3000,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: { title: 'Morning Light (edited)', explicit: true },
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Nothing here needs an answer: every request is a 404.
  serveApi();
});

describe('an edit of a live track waiting for review', () => {
  it('shows the approved title and says the changes wait for review', () => {
    wrap(
      <ol>
        <MyTrackRow track={live} />
      </ol>,
    );
    expect(screen.getByRole('link', { name: 'Morning Light' })).toBeVisible();
    expect(
      screen.getByText(
        'Your changes are waiting for review. Listeners see the approved details until a reviewer approves them.',
      ),
    ).toBeVisible();
  });

  it('is where the next edit starts', () => {
    wrap(<EditTrackDialog track={live} onOpenChange={() => undefined} />);
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('Morning Light (edited)');
    expect(screen.getByLabelText('Lyrics', { exact: false })).toHaveValue('Approved words');
  });
});
