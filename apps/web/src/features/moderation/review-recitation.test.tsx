import { moderationTrack } from '@sada/contracts/moderation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { reviewTrack } from './test-data';
import { TrackReviewPanel } from './track-review-panel';

const recitation = {
  reciter: 'Demo reciter (invented)',
  riwayah: 'warsh_an_nafi' as const,
  surah: 112,
  ayahFrom: 1,
  ayahTo: 4,
  licence: 'Recorded by the artist, shared with permission',
};

function renderPanel(track: ReturnType<typeof reviewTrack>) {
  serveApi(route('GET', '/moderation/tracks/:id', moderationTrack, track));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: { ...testListener, role: 'admin' } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrackReviewPanel trackId={track.id} onDecided={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const recitationTrack = (values: Parameters<typeof reviewTrack>[1] = {}) =>
  reviewTrack(7, {
    genre: 'quran_recitation',
    contentType: 'quran_recitation',
    recitation,
    ...values,
  });

beforeEach(() => {
  serveApi();
});

describe('a recitation under review', () => {
  it('shows the reviewer where it comes from', async () => {
    renderPanel(recitationTrack());
    const section = await screen.findByRole('region', { name: 'Recitation' });
    expect(within(section).getByText('Demo reciter (invented)')).toBeInTheDocument();
    expect(within(section).getByText('Warsh ʿan Nāfiʿ')).toBeInTheDocument();
    expect(within(section).getByText('Surah Al-Ikhlas (112), ayahs 1–4')).toBeInTheDocument();
    expect(
      within(section).getByText('Recorded by the artist, shared with permission'),
    ).toBeInTheDocument();
  });

  it('shows no recitation section for other genres', async () => {
    renderPanel(reviewTrack(8));
    expect(await screen.findByRole('heading', { name: 'Harbour Lights 8' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recitation' })).toBeNull();
  });

  it('lists changed provenance among the changes, approved value beside proposed', async () => {
    renderPanel(
      recitationTrack({
        status: 'live',
        pendingChanges: { riwayah: 'qalun_an_nafi', surah: 113, ayahTo: 5 },
      }),
    );
    const changes = await screen.findByRole('region', { name: 'Changes to review' });
    const rowOf = (label: string) =>
      within(changes).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(
      within(rowOf('Riwayah'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Warsh ʿan Nāfiʿ', 'Qālūn ʿan Nāfiʿ']);
    expect(
      within(rowOf('Surah'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['112. Al-Ikhlas', '113. Al-Falaq']);
    expect(
      within(rowOf('To ayah'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '5']);
    expect(within(changes).queryByRole('rowheader', { name: 'Reciter' })).toBeNull();
  });

  it('shows provenance a move out of the genre clears as none', async () => {
    renderPanel(
      recitationTrack({
        status: 'live',
        pendingChanges: { genre: 'nasheed', reciter: null, recitationLicence: null },
      }),
    );
    const changes = await screen.findByRole('region', { name: 'Changes to review' });
    const row = within(changes).getByRole('rowheader', { name: 'Reciter' }).closest('tr');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Demo reciter (invented)', 'None']);
  });
});
