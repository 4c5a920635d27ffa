import { searchResults } from '@sada/contracts/search';
import type { SeriesSummary } from '@sada/contracts/series';
import { meResponse } from '@sada/contracts/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { makeTrack } from '../../testing/tracks';
import { SearchPage } from './search-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const track = {
  ...makeTrack(1, { title: 'ضوء القمر' }),
  explicit: false,
  status: 'live' as const,
  playCount: 3,
  likeCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const artist = {
  id: '00000000-0000-4000-9000-0000000000a1',
  name: 'Moonlight Circle',
  avatarUrl: null,
  verified: false,
  monthlyListeners: 1200,
};
const series: SeriesSummary = {
  id: '00000000-0000-4000-8000-0000000000c1',
  title: 'سيرة القمر المنير',
  description: null,
  kind: 'seerah',
  language: 'arabic',
  ordering: 'ordered',
  artist: { id: artist.id, name: artist.name, verified: false },
  coverUrl: null,
  episodeCount: 12,
  followerCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Answers the search with `answer`; the session is a visitor's. */
function serve(answer: RouteAnswer<typeof searchResults>) {
  return serveApi(
    route('GET', '/search', searchResults, answer),
    route('GET', '/me', meResponse, { user: null }),
  );
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search', Component: SearchPage }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  playerStore.getState().close();
});

describe('SearchPage', () => {
  it('plays a found track in front of the queue, which keeps the album playing before', async () => {
    serve({ tracks: [track], artists: [], playlists: [], series: [] });
    const album = [2, 3, 4].map((n) => makeTrack(n, { title: `Album track ${n}` }));
    playerStore.getState().playTracks(album, 1);
    renderAt('/search?q=moon');
    const tracks = await screen.findByRole('region', { name: 'Tracks' });
    await userEvent.click(within(tracks).getByRole('button', { name: 'Play ضوء القمر' }));
    const { queue } = playerStore.getState();
    expect(queue.items.map((item) => item.track.title)).toEqual([
      'Album track 2',
      'ضوء القمر',
      'Album track 3',
      'Album track 4',
    ]);
    expect(queue.items[queue.currentIndex]?.track.title).toBe('ضوء القمر');
  });

  it('with an empty box invites a search and asks nothing', () => {
    const fetchMock = serve(apiError(500, 'internal'));
    renderAt('/search');
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText('Search for tracks, artists, or playlists...'),
    ).toHaveFocus();
    expect(screen.getByText('Search for music')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/search'))).toBe(false);
  });

  it('shows skeleton rows, then only the sections that matched', async () => {
    const fetchMock = serve({ tracks: [track], artists: [artist], playlists: [], series: [] });
    renderAt('/search?q=%D9%82%D9%85%D8%B1');
    expect(screen.getAllByTestId('search-skeleton')).toHaveLength(3);

    const tracks = await screen.findByRole('region', { name: 'Tracks' });
    expect(within(tracks).getByRole('link', { name: 'ضوء القمر' })).toBeInTheDocument();
    const artists = screen.getByRole('region', { name: 'Artists' });
    expect(within(artists).getByText('Moonlight Circle')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Playlists' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Series' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/search?q=${encodeURIComponent('قمر')}`,
      expect.anything(),
    );
  });

  it('shows a found series as a card that opens it', async () => {
    serve({ tracks: [], artists: [], playlists: [], series: [series] });
    renderAt('/search?q=moon');
    const found = await screen.findByRole('region', { name: 'Series' });
    expect(within(found).getByRole('link', { name: 'سيرة القمر المنير' })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(within(found).getByText(/12 episodes/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tracks' })).not.toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it("says 'No results found' and Clear Search empties the box and the address", async () => {
    serve({ tracks: [], artists: [], playlists: [], series: [] });
    const router = renderAt('/search?q=zzzz');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Search' }));
    expect(screen.getByRole('searchbox', { name: /search for tracks/i })).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Search for music')).toBeInTheDocument();
  });

  it('shows the red error card when search fails', async () => {
    serve(apiError(500, 'internal', 'boom'));
    renderAt('/search?q=moon');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to search. Please try again.',
    );
  });
});
