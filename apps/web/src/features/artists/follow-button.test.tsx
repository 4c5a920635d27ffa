import type { ArtistDetail, FollowState } from '@sada/contracts/catalog';
import { followState } from '@sada/contracts/catalog';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { artistQueryKey, artistQueryOptions } from '../../components/catalog/api/artist';
import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi } from '../../testing/fetch';
import { testListener as user } from '../../testing/session-user';
import { FollowButton } from './follow-button';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const artist: ArtistDetail = {
  id: '00000000-0000-4000-9000-000000000001',
  name: 'Safiya Noor',
  avatarUrl: null,
  verified: true,
  monthlyListeners: 77_980,
  bio: null,
  followerCount: 41,
  following: false,
};

const followPath = '/me/follows/artists/:artistId';

/** The button reads the artist from the query cache, as the artist page does. */
function FollowFromCache() {
  const { data } = useQuery({ ...artistQueryOptions(artist.id), enabled: false });
  return data ? <FollowButton artist={data} /> : null;
}

function setup(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: signedIn ? user : null });
  client.setQueryData(artistQueryKey(artist.id), artist);
  render(
    <QueryClientProvider client={client}>
      <FollowFromCache />
    </QueryClientProvider>,
  );
  return client;
}

const cachedArtist = (client: QueryClient) =>
  client.getQueryData<ArtistDetail>(artistQueryKey(artist.id));

afterEach(() => {
  vi.clearAllMocks();
});

describe('FollowButton', () => {
  it('follows at once, then keeps the server’s count', async () => {
    let answer: (state: FollowState) => void = () => {};
    const fetchMock = serveApi(
      route('PUT', followPath, followState, () => new Promise((resolve) => (answer = resolve))),
    );
    const client = setup(true);

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(cachedArtist(client)).toMatchObject({ following: true, followerCount: 42 });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/me/follows/artists/${artist.id}`,
      expect.objectContaining({ method: 'PUT' }),
    );

    answer({ following: true, followerCount: 50 });
    await waitFor(() => expect(cachedArtist(client)?.followerCount).toBe(50));
  });

  it('unfollows, and rolls back with an Error toast when the server refuses', async () => {
    serveApi(
      route('DELETE', followPath, followState, apiError(404, 'not_found', 'Artist not found')),
    );
    const client = setup(true);
    client.setQueryData(artistQueryKey(artist.id), { ...artist, following: true });

    await userEvent.click(await screen.findByRole('button', { name: 'Following' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Artist not found' }),
    );
    expect(cachedArtist(client)).toMatchObject({ following: true, followerCount: 41 });
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  });

  it('signed out, asks to sign in and sends nothing', async () => {
    const fetchMock = serveApi();
    const client = setup(false);

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));

    expect(toast.error).toHaveBeenCalledWith('Please sign in', {
      description: 'You need to be signed in to follow artists',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cachedArtist(client)).toMatchObject({ following: false, followerCount: 41 });
  });
});
