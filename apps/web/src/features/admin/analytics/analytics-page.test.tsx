import { adminAnalytics, type AdminAnalytics } from '@sada/contracts/admin-console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { AdminAnalyticsPage } from './analytics-page';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  streams: i === 20 ? 250 : i % 4,
  plays: i === 20 ? 200 : i % 2,
  newUsers: i === 3 ? 7 : 0,
}));

const analytics: AdminAnalytics = {
  from: '2026-11-01',
  to: '2026-11-30',
  days,
  totals: {
    streams: days.reduce((sum, d) => sum + d.streams, 0),
    plays: days.reduce((sum, d) => sum + d.plays, 0),
    listeners: 42,
    newUsers: 7,
  },
  topTracks: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'The Patient Gardener',
      status: 'live',
      artist: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Nur Ensemble' },
      streams: 180,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Harbour Lights',
      status: 'rejected',
      artist: { id: '00000000-0000-4000-8000-0000000000bb', name: 'Maryam Idris' },
      streams: 95,
    },
  ],
  topArtists: [
    {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'Nur Ensemble',
      streams: 300,
      listeners: 30,
    },
  ],
};

function serve(answer: RouteAnswer<typeof adminAnalytics>) {
  return serveApi(route('GET', '/admin/analytics', adminAnalytics, answer));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminAnalyticsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin analytics page', () => {
  it('shows the totals of the period', async () => {
    const fetchMock = serve(analytics);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/analytics', expect.anything());
    expect(within(totals).getByText(String(analytics.totals.streams))).toBeInTheDocument();
    expect(within(totals).getByText(String(analytics.totals.plays))).toBeInTheDocument();
    expect(within(totals).getByText('42')).toBeInTheDocument();
    expect(within(totals).getByText('Listens of 30 seconds or more')).toBeInTheDocument();
    expect(within(totals).getByText('Nov 1, 2026 – Nov 30, 2026 (UTC)')).toBeInTheDocument();
  });

  it('charts streams per day, with every day in a table for screen readers', async () => {
    serve(analytics);
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Streams and plays per day, last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const busiest = rows[21] as HTMLElement;
    expect(within(busiest).getByRole('rowheader')).toHaveTextContent('Nov 21');
    expect(
      within(busiest)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250', '200']);
    const chart = screen.getByTestId('streams-chart');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(within(chart).getByText(/most on Nov 21 \(250\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'New users per day, last 30 days' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('new-users-chart')).getByText(/most on Nov 4 \(7\)/),
    ).toBeInTheDocument();
  });

  it('ranks the top tracks and artists, linking to their pages', async () => {
    serve(analytics);
    renderPage();
    const tracks = await screen.findByRole('table', { name: 'Top tracks' });
    const trackRows = within(tracks).getAllByRole('row').slice(1);
    expect(trackRows).toHaveLength(2);
    expect(
      within(trackRows[0] as HTMLElement).getByRole('link', { name: 'The Patient Gardener' }),
    ).toHaveAttribute('href', '/track/00000000-0000-4000-8000-000000000001');
    expect(within(trackRows[0] as HTMLElement).getByText('180')).toBeInTheDocument();
    // A track that is no longer live says so.
    expect(within(trackRows[1] as HTMLElement).getByText('Rejected')).toBeInTheDocument();
    const artists = screen.getByRole('table', { name: 'Top artists' });
    expect(within(artists).getByRole('link', { name: 'Nur Ensemble' })).toHaveAttribute(
      'href',
      '/artist/00000000-0000-4000-8000-0000000000aa',
    );
    expect(within(artists).getByText('300')).toBeInTheDocument();
  });

  it('says when nothing was streamed', async () => {
    serve({
      ...analytics,
      days: days.map((d) => ({ ...d, streams: 0, plays: 0, newUsers: 0 })),
      topTracks: [],
      topArtists: [],
    });
    renderPage();
    expect(await screen.findAllByText('No streams in this period yet.')).toHaveLength(3);
    expect(screen.getByText('No new users in this period.')).toBeInTheDocument();
  });

  it('offers to try again when the figures do not load', async () => {
    serve(apiError(500, 'boom', 'Boom'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analytics could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
