import {
  adminTrackPage,
  adminTrackResponse,
  type AdminTrack,
  type AdminTrackPage,
} from '@sada/contracts/admin-console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiError, route, serveApi, type Answer, type RouteAnswer } from '../../../testing/fetch';
import { AdminContentPage } from './content-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const track = (n: number, values: Partial<AdminTrack> = {}): AdminTrack => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Track ${n}`,
  coverUrl: null,
  artist: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Nur Ensemble' },
  status: 'live',
  requiresReview: false,
  reviewPriority: 0,
  playCount: 1234,
  likeCount: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-02T10:00:00.000Z',
  rejectionReason: null,
  takenDown: false,
  ...values,
});

const live = track(1);
const takenDown = track(2, {
  status: 'rejected',
  rejectionReason: 'Uses a melody without permission',
  takenDown: true,
});
const queued = track(3, { status: 'qc', reviewPriority: 2, requiresReview: true });

const page: AdminTrackPage = {
  tracks: [live, takenDown, queued],
  nextCursor: null,
  counts: {
    all: 3,
    processing: 0,
    qc: 1,
    live: 1,
    approved: 0,
    rejected: 1,
    needs_revision: 0,
    failed: 0,
  },
};

/** Lists `list`; a take-down, a restoration or a new priority is answered with `change`. */
function serve(
  change: RouteAnswer<typeof adminTrackResponse> = { track: live },
  list: Answer<typeof adminTrackPage> = page,
) {
  return serveApi(
    route('GET', '/admin/tracks', adminTrackPage, list),
    route('POST', '/admin/tracks/:id/take-down', adminTrackResponse, change),
    route('POST', '/admin/tracks/:id/restore', adminTrackResponse, change),
    route('PUT', '/admin/tracks/:id/review-priority', adminTrackResponse, change),
  );
}

function renderPage(path = '/admin/content') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

afterEach(() => {
  vi.clearAllMocks();
});

describe('the admin content page', () => {
  it('lists every track with its status, priority, plays and a link to its page', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Content Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tracks' });
    const rows = within(table).getAllByTestId('admin-track');
    expect(rows).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Track 1' })).toHaveAttribute(
      'href',
      `/track/${live.id}`,
    );
    expect(within(rows[0] as HTMLElement).getByText('Live')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('1,234')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Taken down by an admin')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText('Uses a melody without permission'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Review priority of Track 3' })).toHaveValue('2');
    expect(screen.getByRole('option', { name: 'Live (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All statuses (3)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    // A track in review can be neither taken down nor restored.
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('asks for a reason before it takes a track down, then sends it', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take down Track 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down “Track 1”?' });

    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(
      within(dialog).getByText('Please give a reason for taking the track down'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not halal');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    const [url, init] = calls(fetchMock, 'POST')[0] ?? [];
    expect(String(url)).toBe(`/api/admin/tracks/${live.id}/take-down`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Not halal' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Track 1” was taken down'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list and its counts are read again.
    await waitFor(() => expect(calls(fetchMock, 'GET').length).toBeGreaterThan(1));
  });

  it('says why when the server refuses, keeping the dialog open', async () => {
    serve(apiError(409, 'not_live', 'Only a live track can be taken down'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take down Track 1' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The change could not be made', {
        description: 'Only a live track can be taken down',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('restores a track that was taken down', async () => {
    const fetchMock = serve({ track: { ...takenDown, status: 'live' } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restore Track 2' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(String(calls(fetchMock, 'POST')[0]?.[0])).toBe(
      `/api/admin/tracks/${takenDown.id}/restore`,
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Track 2” is live again'));
  });

  it('changes the review priority', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Review priority of Track 3' }),
      '7',
    );
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    const [url, init] = calls(fetchMock, 'PUT')[0] ?? [];
    expect(String(url)).toBe(`/api/admin/tracks/${queued.id}/review-priority`);
    expect(JSON.parse(String(init?.body))).toEqual({ reviewPriority: 7 });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Review priority of “Track 3” saved'),
    );
  });

  it('asks the server for the chosen status and order', async () => {
    const fetchMock = serve();
    renderPage('/admin/content?status=rejected&sort=plays');
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    const [url] = calls(fetchMock, 'GET')[0] ?? [];
    expect(String(url)).toContain('status=rejected');
    expect(String(url)).toContain('sort=plays');
  });

  it('offers to try again when the list does not load', async () => {
    serve(undefined, apiError(500, 'boom', 'Boom'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tracks could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
