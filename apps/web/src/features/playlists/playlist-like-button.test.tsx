import type { PlaylistDetail } from '@sada/contracts/playlists';
import { likeState } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { playlistKeys, playlistQueryOptions } from '../../components/playlists/api/playlists';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { PlaylistHeader } from './playlist-header';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const othersPlaylist: PlaylistDetail = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Night Nasheeds',
  description: null,
  coverUrl: null,
  trackCount: 0,
  owner: { id: '00000000-0000-4000-8000-0000000000d2', displayName: 'Yusuf' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isPublic: true,
  collaborative: false,
  entries: [],
  totalDurationMs: 0,
  canEdit: false,
  canAddTracks: false,
  liked: false,
  likeCount: 4,
};

/** The header reads the playlist from the query cache, as the playlist page does. */
function HeaderFromCache({ id }: { id: string }) {
  const { data } = useQuery({ ...playlistQueryOptions(id), enabled: false });
  return data ? <PlaylistHeader playlist={data} /> : null;
}

function setup(playlist: PlaylistDetail, signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: signedIn ? testListener : null });
  client.setQueryData(playlistKeys.detail(playlist.id), playlist);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderFromCache id={playlist.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('the like button of a playlist page', () => {
  it("likes someone else's playlist and keeps the server's count", async () => {
    const fetchStub = serveApi(
      route('PUT', '/me/likes/playlists/:id', likeState, { liked: true, likeCount: 9 }),
    );
    setup(othersPlaylist, true);
    const button = screen.getByRole('button', { name: /Like playlist/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('4');
    await userEvent.setup().click(button);
    await waitFor(() => expect(button).toHaveTextContent('9'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(fetchStub).toHaveBeenCalledWith(
      `/api/me/likes/playlists/${othersPlaylist.id}`,
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('is not offered on your own playlist', () => {
    serveApi();
    setup({ ...othersPlaylist, canEdit: true, canAddTracks: true }, true);
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like playlist/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const fetchStub = serveApi();
    setup(othersPlaylist, false);
    await userEvent.setup().click(screen.getByRole('button', { name: /Like playlist/ }));
    expect(toast.error).toHaveBeenCalledWith(
      'Authentication required: Please sign in to like playlists',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
