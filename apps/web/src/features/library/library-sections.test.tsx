import type { OwnPlaylist, PlaylistSummary } from '@sada/contracts/playlists';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { renderWithProviders, signedOutFetch } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { LikedTab, PlaylistsTab, RecentTab, type TabList } from './library-sections';

const summary = (n: number) => ({
  ...makeTrack(n, { title: `Listed ${n}` }),
  explicit: false,
  status: 'live' as const,
  playCount: 0,
  likeCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const listed = [summary(10), summary(11), summary(12)];
const list: TabList<(typeof listed)[number]> = {
  isPending: false,
  isError: false,
  retry: () => undefined,
  items: listed,
  total: listed.length,
};
const album = [1, 2, 3].map((n) => makeTrack(n, { title: `Album ${n}` }));
const titles = () => playerStore.getState().queue.items.map((item) => item.track.title);

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
  playerStore.getState().playTracks(album, 0);
});

afterEach(() => {
  playerStore.getState().close();
  vi.unstubAllGlobals();
});

describe('library track tabs', () => {
  it('Recent plays one track in front of the queue, which keeps the album', async () => {
    renderWithProviders(<RecentTab list={list} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Listed 11' }));
    expect(titles()).toEqual(['Listed 11', 'Album 1', 'Album 2', 'Album 3']);
  });

  it('Liked Songs queues the liked songs from the one played', async () => {
    renderWithProviders(<LikedTab list={list} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Listed 11' }));
    expect(titles()).toEqual(['Listed 10', 'Listed 11', 'Listed 12']);
  });
});

const liked: PlaylistSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Evening Dhikr',
  description: null,
  coverUrl: null,
  trackCount: 12,
  owner: { id: '00000000-0000-4000-8000-0000000000c1', displayName: 'Maryam' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

function listOf<T>(items: T[], state: Partial<TabList<T>> = {}): TabList<T> {
  return {
    isPending: false,
    isError: false,
    retry: () => {},
    items,
    total: items.length,
    ...state,
  };
}

const noneOwn = listOf<OwnPlaylist>([]);

function likedSection() {
  return screen.getByRole('region', { name: 'Liked playlists' });
}

describe('the liked playlists of the library', () => {
  it('lists the playlists the listener liked, each opening its page', () => {
    renderWithProviders(<PlaylistsTab list={noneOwn} liked={listOf([liked])} />);
    expect(screen.getByRole('region', { name: 'Your playlists' })).toBeInTheDocument();
    const link = within(likedSection()).getByRole('link', { name: 'Evening Dhikr' });
    expect(link).toHaveAttribute('href', `/playlist/${liked.id}`);
    expect(within(likedSection()).getByText(/Maryam/)).toBeInTheDocument();
  });

  it('says so when there are none yet', () => {
    renderWithProviders(<PlaylistsTab list={noneOwn} liked={listOf<PlaylistSummary>([])} />);
    expect(within(likedSection()).getByText('No liked playlists yet')).toBeInTheDocument();
  });

  it('shows that it is loading', () => {
    renderWithProviders(
      <PlaylistsTab list={noneOwn} liked={listOf<PlaylistSummary>([], { isPending: true })} />,
    );
    expect(within(likedSection()).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('offers to try again when they could not be loaded', async () => {
    const retry = vi.fn();
    renderWithProviders(
      <PlaylistsTab list={noneOwn} liked={listOf<PlaylistSummary>([], { isError: true, retry })} />,
    );
    const alert = within(likedSection()).getByRole('alert');
    expect(alert).toHaveTextContent('Your liked playlists could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
