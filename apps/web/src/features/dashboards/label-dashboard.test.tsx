import { labelDashboard, type LabelDashboard } from '@sada/contracts/dashboards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { DashboardPage } from './dashboard-page';

const label = {
  ...testListener,
  email: 'label@sada.test',
  displayName: 'Demo Label',
  role: 'label' as const,
};

const figures: LabelDashboard = {
  totals: { artists: 2, releases: 9, pendingReviews: 3, streams: 4_321 },
  artists: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Nur al-Huda Ensemble',
      avatarUrl: null,
      verified: true,
      followers: 1_200,
      monthlyListeners: 184_300,
      releases: 6,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Harf Academy',
      avatarUrl: null,
      verified: false,
      followers: 3,
      monthlyListeners: 40,
      releases: 3,
    },
  ],
  reviews: [
    {
      trackId: '00000000-0000-4000-8000-0000000000a1',
      title: 'Unreleased: Harbour Lights',
      artistName: 'Nur al-Huda Ensemble',
      status: 'pending',
      priority: 'high',
      submittedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      trackId: '00000000-0000-4000-8000-0000000000a2',
      title: 'The Night Market',
      artistName: 'Harf Academy',
      status: 'revision',
      priority: 'medium',
      submittedAt: '2026-11-18T10:00:00.000Z',
    },
    {
      trackId: '00000000-0000-4000-8000-0000000000a3',
      title: 'Lanterns on the Water',
      artistName: 'Nur al-Huda Ensemble',
      status: 'approved',
      priority: 'low',
      submittedAt: '2026-10-01T10:00:00.000Z',
    },
  ],
};

function serve(answer: RouteAnswer<typeof labelDashboard>) {
  return serveApi(route('GET', '/dashboard/label', labelDashboard, answer));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: label });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the label dashboard', () => {
  it("shows the label's figures from the server", async () => {
    const fetch = serve(figures);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Label Dashboard' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Label figures' });
    const cards = within(region)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards).toEqual([
      'Artists signed2',
      'Releases9',
      'Pending reviews3',
      'Streams4.3KIn the last 30 days',
    ]);
    expect(fetch).toHaveBeenCalledWith('/api/dashboard/label', expect.anything());
  });

  it('lists its artists with followers, monthly listeners and releases', async () => {
    serve(figures);
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1.2K', '184.3K', '6'],
      ['3', '40', '3'],
    ]);
    expect(screen.getByRole('link', { name: 'Nur al-Huda Ensemble' })).toHaveAttribute(
      'href',
      '/artist/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByRole('img', { name: 'Verified artist' })).toHaveLength(1);
  });

  it('shows each track in review with its status and priority', async () => {
    serve(figures);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Content review status' });
    const entries = within(list).getAllByTestId('label-review');
    expect(entries).toHaveLength(3);
    expect(within(entries[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('High priority')).toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('Revision')).toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('Medium priority')).toBeInTheDocument();
    expect(within(entries[2] as HTMLElement).getByText('Approved')).toBeInTheDocument();
  });

  it('says when no artist is signed yet, and still offers content moderation', async () => {
    serve({
      totals: { artists: 0, releases: 0, pendingReviews: 0, streams: 0 },
      artists: [],
      reviews: [],
    });
    renderPage();
    expect(await screen.findByText('No artists are signed to your label yet')).toBeVisible();
    expect(screen.getByText('Your artists have no tracks in review yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Content Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  });

  it('shows an error with a way to try again', async () => {
    serve(apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
