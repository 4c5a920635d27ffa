import { artistDashboard, type ArtistDashboard } from '@sada/contracts/dashboards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { DashboardPage } from './dashboard-page';

const artist: SessionUser = {
  ...testListener,
  email: 'artist@sada.test',
  displayName: 'Demo Artist',
  role: 'artist',
};

const track = (n: number, status: 'live' | 'qc' | 'processing', playCount: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Track ${n}`,
  coverUrl: null,
  status,
  playCount,
  likeCount: 3,
});

const dashboard: ArtistDashboard = {
  artist: {
    id: '00000000-0000-4000-8000-0000000000cc',
    name: 'Bilal',
    avatarUrl: null,
    verified: false,
  },
  totals: { plays: 12_345, likes: 678, followers: 9, monthlyListeners: 42, tracks: 3 },
  playsPerDay: Array.from({ length: 28 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    plays: i,
  })),
  uploadsByStatus: {
    processing: 1,
    qc: 1,
    live: 1,
    approved: 0,
    rejected: 0,
    needs_revision: 0,
    failed: 0,
  },
  topTracks: [track(1, 'live', 12_345)],
  recentUploads: [
    {
      ...track(2, 'processing', 0),
      stage: 'generating_preview',
      progress: 70,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  ],
};

function serve(answer: RouteAnswer<typeof artistDashboard>) {
  return serveApi(route('GET', '/dashboard/artist', artistDashboard, answer));
}

function renderPage(user: SessionUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the artist dashboard', () => {
  it('greets a new account on its first visit, not back', () => {
    serve(dashboard);
    renderPage({ ...artist, firstVisit: true });
    expect(screen.getByText('Welcome to Sada, Demo Artist')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows the real figures, the chart, uploads by status, top tracks and quick actions', async () => {
    serve(dashboard);
    renderPage(artist);
    expect(screen.getByRole('heading', { name: 'Artist Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Demo Artist')).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('12.3K')).toBeInTheDocument();
    expect(within(totals).getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Plays per day, last 28 days' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Uploads (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track 1' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/track\//),
    );
    expect(screen.getByRole('progressbar', { name: 'Processing Track 2' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    for (const [name, href] of [
      ['Upload Track', '/upload'],
      ['Profile', '/profile'],
      ['Your Library', '/library'],
      ['Settings', '/settings'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('asks an artist without an artist profile to create one', async () => {
    serve(
      apiError(
        403,
        'artist_profile_required',
        'Artist profile required: Please create an artist profile first',
      ),
    );
    renderPage(artist);
    expect(
      await screen.findByText('Create your artist profile to start uploading tracks'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create artist profile' })).toHaveAttribute(
      'href',
      '/upload',
    );
  });
});
