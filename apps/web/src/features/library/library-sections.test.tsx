import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { playerStore } from '../../player/player-store';
import { renderWithProviders, signedOutFetch } from '../../player/test-render';
import { makeTrack } from '../../player/test-tracks';
import { LikedTab, RecentTab, type TabList } from './library-sections';

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
