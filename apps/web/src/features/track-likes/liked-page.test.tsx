import { playableTracks, trackLikeStates } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionQueryKey } from '../../lib/session/use-session';
import { playerStore } from '../../player/state/player-store';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener as user } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { LikedPage } from './liked-page';

// 40 minutes and 25 minutes: 1h 5m in all.
const tracks = [
  { n: 1, durationMs: 40 * 60_000 },
  { n: 2, durationMs: 25 * 60_000 },
].map(({ n, durationMs }) => ({
  ...makeTrack(n, { durationMs }),
  explicit: false,
  status: 'live' as const,
  playCount: 0,
  likeCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

/** Answers the liked list with `answer`, and every row's like state as liked. */
function serveLiked(answer: RouteAnswer<typeof playableTracks>) {
  return serveApi(
    route('GET', '/play/liked', playableTracks, answer),
    route('GET', '/me/likes/tracks', trackLikeStates, ({ query }) => ({
      likes: (query.get('ids') ?? '')
        .split(',')
        .map((trackId) => ({ trackId, liked: true, likeCount: 1 })),
    })),
  );
}

function renderPage(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: signedIn ? user : null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LikedPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  playerStore.getState().close();
});

describe('LikedPage', () => {
  it('asks a signed-out visitor to sign in and fetches nothing', () => {
    const fetchMock = serveLiked({ tracks });
    renderPage(false);
    expect(screen.getByText('Sign in to keep the songs you like in one place.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the count and the total in hours and minutes, and Play starts the first', async () => {
    serveLiked({ tracks });
    renderPage(true);
    expect(await screen.findByTestId('liked-summary')).toHaveTextContent('2 songs · 1h 5m');
    const list = screen.getByRole('list', { name: 'Liked Songs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const { queue, playIntent } = playerStore.getState();
    expect(queue.items.map((item) => item.track.title)).toEqual(['Track 1', 'Track 2']);
    expect(queue.currentIndex).toBe(0);
    expect(playIntent).toBe(true);
  });

  it('a row plays the list from that track', async () => {
    serveLiked({ tracks });
    renderPage(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Track 2' }));
    expect(playerStore.getState().player.currentTrack?.title).toBe('Track 2');
    expect(playerStore.getState().queue.items).toHaveLength(2);
  });

  it("says 'No liked songs yet' and disables Play when there are none", async () => {
    serveLiked({ tracks: [] });
    renderPage(true);
    expect(await screen.findByText('No liked songs yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('offers to try again when the list fails to load', async () => {
    serveLiked(apiError(500, 'internal', 'Internal error'));
    renderPage(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading tracks');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
