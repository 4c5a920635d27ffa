import { listeningPosition } from '@sada/contracts/positions';
import { seriesDetail, seriesFollowState, type SeriesDetail } from '@sada/contracts/series';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { playerStore } from '../../player/state/player-store';
import { apiError, Reply, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { renderRoute } from '../../testing/render-route';
import { testListener } from '../../testing/session-user';
import { withPlayed } from './episode-state';
import { SeriesPage } from './series-page';
import { makeEpisode, makeSeries, SERIES_ID } from './test-series';

const marked = listeningPosition.extend({ message: z.string() });
const state = () => playerStore.getState();
const queueTitles = () => state().queue.items.map((item) => item.track.title);
const current = () => state().queue.items[state().queue.currentIndex]?.track.title;

/** Serves the series; marking an episode changes what the next read of it answers. */
function serve(series: RouteAnswer<typeof seriesDetail>) {
  let saved: SeriesDetail | null = null;
  return serveApi(
    route('GET', '/series/:id', seriesDetail, (request) => {
      if (saved) return saved;
      return typeof series === 'function' ? series(request) : series;
    }),
    route('PUT', '/series/:id/follow', seriesFollowState, {
      following: true,
      followerCount: 13,
      message: 'Following the series',
    }),
    route('PUT', '/me/positions/:trackId/played', marked, ({ params, body }) => {
      const trackId = params.trackId ?? '';
      const { played } = body as { played: boolean };
      if (typeof series !== 'function' && !(series instanceof Reply)) {
        saved = withPlayed(saved ?? seriesDetail.parse(series), trackId, played);
      }
      return {
        trackId,
        positionMs: 0,
        played,
        updatedAt: '2026-01-03T00:00:00.000Z',
        message: played ? 'Marked as played' : 'Marked as unplayed',
      };
    }),
  );
}

function renderPage(signedIn = true) {
  return renderRoute('/series/:id', `/series/${SERIES_ID}`, <SeriesPage />, {
    user: signedIn ? testListener : null,
  });
}

afterEach(() => {
  state().close();
});

describe('the series page', () => {
  it('shows the series: kind, ordering, artist, language, counts and description', async () => {
    serve(makeSeries());
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stories of the Prophets' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stories')).toBeInTheDocument();
    expect(screen.getByText('In order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shaykh Yusuf/ })).toHaveAttribute(
      'href',
      '/artist/00000000-0000-4000-9000-00000000a002',
    );
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText('3 episodes')).toBeInTheDocument();
    expect(screen.getByTestId('series-follower-count')).toHaveTextContent('12 followers');
    expect(screen.getByText('One prophet a week.')).toBeInTheDocument();
    const episodes = screen.getByRole('list', { name: 'Episodes' });
    expect(within(episodes).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says Series not found for a series that does not exist', async () => {
    serve(apiError(404, 'not_found', 'Series not found'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeInTheDocument();
  });

  it('offers to try again when the series could not be loaded', async () => {
    let fail = true;
    serve(() => (fail ? apiError(503, 'unavailable', 'Down') : makeSeries()));
    renderPage();
    // The page's query tries once more before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('This series could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Stories of the Prophets',
    );
  });

  it('plays the series from the episode clicked', async () => {
    serve(makeSeries());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Lesson 2' }));
    expect(queueTitles()).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3']);
    expect(current()).toBe('Lesson 2');
  });

  it('says Play when nothing is started, and plays from the first episode', async () => {
    serve(makeSeries());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(current()).toBe('Lesson 1');
  });

  it('continues the first unfinished episode where the listener left it', async () => {
    const episodes = [
      makeEpisode(1, { positionMs: 0, played: true }),
      makeEpisode(2, { positionMs: 240_000, played: false }),
      makeEpisode(3),
    ];
    serve(makeSeries({ episodes, continueTrackId: episodes[1]?.track.id }));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Episodes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Played')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(second as HTMLElement).getByText('6:00 left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(current()).toBe('Lesson 2');
    expect(state().seekRequest?.time).toBe(240);
    expect(queueTitles()).toEqual(['Lesson 2', 'Lesson 3']);
  });

  it('says Play again when every episode is played', async () => {
    const episodes = [1, 2].map((n) => makeEpisode(n, { positionMs: 0, played: true }));
    serve(makeSeries({ episodes, continueTrackId: null }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Play again' }));
    expect(current()).toBe('Lesson 1');
  });

  it('marks an episode played from its menu, and the list shows it at once', async () => {
    const fetchMock = serve(makeSeries());
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More options for Lesson 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as played' }));

    const list = screen.getByRole('list', { name: 'Episodes' });
    const [first] = within(list).getAllByRole('listitem');
    expect(await within(first as HTMLElement).findByText('Played')).toBeInTheDocument();
    const put = fetchMock.requests.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      path: `/me/positions/${makeEpisode(1).track.id}/played`,
      body: { played: true },
    });
  });

  it('offers Mark as unplayed for a played episode', async () => {
    const episodes = [makeEpisode(1, { positionMs: 0, played: true }), makeEpisode(2)];
    const fetchMock = serve(makeSeries({ episodes, continueTrackId: episodes[1]?.track.id }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More options for Lesson 1' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as played' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Mark as unplayed' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'PUT')?.body).toEqual({ played: false }),
    );
  });

  it('offers a visitor no marking', async () => {
    serve(makeSeries());
    renderPage(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More options for Lesson 1' }));
    expect(screen.getByRole('menuitem', { name: 'Go to track' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it('follows the series, with the server’s follower count', async () => {
    const fetchMock = serve(makeSeries());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('series-follower-count')).toHaveTextContent('13 followers'),
    );
    expect(fetchMock.requests.some((r) => r.method === 'PUT' && r.path.endsWith('/follow'))).toBe(
      true,
    );
  });

  it('asks a visitor to sign in to follow, and sends nothing', async () => {
    const fetchMock = serve(makeSeries());
    renderPage(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(fetchMock.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('copies the podcast feed and shows its address to copy by hand', async () => {
    const series = makeSeries();
    serve(series);
    renderPage();
    const user = userEvent.setup();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe in a podcast app' });
    expect(subscribe).toHaveAttribute('aria-expanded', 'false');
    await user.click(subscribe);

    expect(subscribe).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Podcast feed (RSS)' })).toHaveValue(series.feedUrl);
    expect(await navigator.clipboard.readText()).toBe(series.feedUrl);
  });

  it('shows the artist the episodes not live yet, with their status, and where to manage them', async () => {
    const episodes = [makeEpisode(1), makeEpisode(2, null, 'qc')];
    const mine: SeriesDetail = makeSeries({ episodes, mine: true });
    serve(mine);
    renderPage();

    const list = await screen.findByRole('list', { name: 'Episodes' });
    const [, second] = within(list).getAllByRole('listitem');
    expect(within(second as HTMLElement).getByText('Under review')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Lesson 2' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Manage episodes' })[0]).toHaveAttribute(
      'href',
      `/my-series/${SERIES_ID}`,
    );
  });

  it('tells the artist their series waits for review, and what they changed', async () => {
    serve(
      makeSeries({
        mine: true,
        review: {
          state: 'changesPending',
          note: null,
          pending: { title: 'A better title' },
          approvedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    );
    renderPage();
    expect(await screen.findByText('Changes waiting for review')).toBeInTheDocument();
    expect(screen.getByText('A better title')).toBeInTheDocument();
  });

  it('says nothing of review to a listener', async () => {
    serve(makeSeries({ mine: false, review: null }));
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/waiting for review/i)).not.toBeInTheDocument();
  });

  it('says when a series has no episodes yet', async () => {
    serve(makeSeries({ episodes: [], continueTrackId: null }));
    renderPage();
    expect(await screen.findByText('No episodes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });
});
