import { adminDashboard, type AdminDashboard } from '@sada/contracts/dashboards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi, type Answer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { DashboardPage } from './dashboard-page';

const admin = {
  ...testListener,
  email: 'admin@sada.test',
  displayName: '',
  role: 'admin' as const,
};

const check = (name: 'database' | 'storage' | 'jobQueue' | 'ffmpeg', latencyMs = 3) => ({
  name,
  status: 'ok' as const,
  latencyMs,
  detail: null,
});

const figures: AdminDashboard = {
  totalUsers: 12_345,
  activeThisMonth: 987,
  totalTracks: 120,
  pendingReview: 7,
  liveTracks: 100,
  totalArtists: 42,
  activeArtists: 19,
  playlistsCreated: 314,
  todayStreams: 56,
  health: {
    status: 'ok',
    checks: [check('database'), check('storage', 12), check('jobQueue'), check('ffmpeg', 40)],
    checkedAt: '2026-11-23T10:00:00.000Z',
  },
};

/** Answers the figures with each answer in turn, the last one from then on. */
function serve(first: Answer<typeof adminDashboard>, ...later: Answer<typeof adminDashboard>[]) {
  const answers = [first, ...later];
  let next = 0;
  return serveApi(
    route(
      'GET',
      '/dashboard/admin',
      adminDashboard,
      () => answers[next++] ?? answers.at(-1) ?? first,
    ),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: admin });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin dashboard', () => {
  it('shows the live figures with their hints, greeting the admin by e-mail', async () => {
    const fetch = serve(figures);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, admin@sada.test')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Platform figures' });
    expect(within(region).getByText('12.3K')).toBeInTheDocument();
    expect(within(region).getByText('987 active this month')).toBeInTheDocument();
    expect(within(region).getByText('7 pending review')).toBeInTheDocument();
    expect(within(region).getByText('314 playlists created')).toBeInTheDocument();
    expect(within(region).getByText("Today's streams")).toBeInTheDocument();
    expect(within(region).getByText('56')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/dashboard/admin', expect.anything());
  });

  it('shows the content status, with live and other tracks adding up to the total', async () => {
    serve(figures);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Content status' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pending reviews7',
      'Live tracks100',
      'Rejected, returned or failed13',
      'Active artists19Played or uploaded in the last 30 days',
    ]);
  });

  it("shows 'Healthy' with each check when all are ok, and links to the system page", async () => {
    serve(figures);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Platform health' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Database3 msHealthy',
      'File storage12 msHealthy',
      'Job queue3 msHealthy',
      'Audio tools (ffmpeg)40 msHealthy',
    ]);
    expect(within(panel).getAllByText('Healthy')).toHaveLength(5);
    expect(within(panel).getByRole('link', { name: 'System details' })).toHaveAttribute(
      'href',
      '/admin/system',
    );
  });

  it('says which component is down instead of Healthy', async () => {
    serve({
      ...figures,
      health: {
        ...figures.health,
        status: 'down',
        checks: [
          check('database'),
          { ...check('ffmpeg'), status: 'down', detail: 'No working ffmpeg found' },
        ],
      },
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Platform health' });
    expect(within(panel).getAllByText('Down')).toHaveLength(2);
    expect(within(panel).getAllByText('Healthy')).toHaveLength(1);
  });

  it('links the quick actions to the admin pages and content moderation', async () => {
    serve(figures);
    renderPage();
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Content Moderation', '/moderation'],
      ['User Management', '/admin/users'],
      ['Content Management', '/admin/content'],
      ['Analytics', '/admin/analytics'],
      ['Platform Settings', '/admin/settings'],
    ]);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    const fetch = serve(apiError(500, 'internal', 'Something went wrong'), figures);
    renderPage();
    expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('987 active this month')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
