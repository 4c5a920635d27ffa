import type { MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it } from 'vitest';

import { serveApi } from '../../testing/fetch';
import { MyTrackRow } from './my-track-row';

const track: MyTrack = {
  id: '00000000-0000-4000-8000-000000000007',
  title: 'Evening Calm',
  lyrics: null,
  language: 'arabic',
  contentType: 'nasheed',
  declaredInstrumentation: 'vocals_only',
  instrumentation: null,
  genre: 'nasheed',
  explicit: false,
  reciter: null,
  riwayah: null,
  surah: null,
  ayahFrom: null,
  ayahTo: null,
  recitationLicence: null,
  status: 'qc',
  processing: { stage: 'completed', progress: 100, label: 'completed', error: null },
  coverUrl: null,
  audioFormat: 'mp3',
  fileSizeBytes: 1000,
  durationMs: 3000,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  serveApi();
});

it("opens the track's text editor from its row", async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/my-tracks',
        element: (
          <ol>
            <MyTrackRow track={track} />
          </ol>
        ),
      },
      { path: '/my-tracks/:trackId/text', element: <p>The text editor</p> },
    ],
    { initialEntries: ['/my-tracks'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Actions for Evening Calm' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Text' }));
  expect(await screen.findByText('The text editor')).toBeVisible();
  expect(router.state.location.pathname).toBe(`/my-tracks/${track.id}/text`);
});
