import { seriesDetail, type SeriesDetail } from '@sada/contracts/series';
import { myTrackPage, type MyTrack } from '@sada/contracts/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SessionUser } from '../../../lib/session/session-user';
import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { renderRoute } from '../../../testing/render-route';
import { testListener } from '../../../testing/session-user';
import { makeEpisode, makeSeries, SERIES_ID } from '../test-series';
import { SeriesEditorPage } from './series-editor-page';

const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Shaykh Yusuf' };

/** One of the artist's tracks, as GET /api/me/tracks lists it: that of episode `n`. */
function myTrack(n: number, title = `Lesson ${n}`): MyTrack {
  const { track } = makeEpisode(n);
  return {
    id: track.id,
    title,
    lyrics: null,
    language: 'english',
    contentType: 'lecture',
    declaredInstrumentation: null,
    instrumentation: null,
    genre: 'lectures',
    explicit: false,
    reciter: null,
    riwayah: null,
    surah: null,
    ayahFrom: null,
    ayahTo: null,
    recitationLicence: null,
    status: 'live',
    processing: { stage: 'completed', progress: 100, label: 'Completed', error: null },
    coverUrl: null,
    audioFormat: 'mp3',
    fileSizeBytes: 1000,
    durationMs: 600_000,
    playCount: 0,
    likeCount: 0,
    review: null,
    pendingChanges: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const mySeries = makeSeries({ mine: true, episodes: [makeEpisode(1), makeEpisode(2)] });
const tracks = [myTrack(1), myTrack(2), myTrack(3, 'Hijrah'), myTrack(4, 'Badr')];

function serve(series: SeriesDetail, save: RouteAnswer<typeof seriesDetail> = mySeries) {
  return serveApi(
    route('GET', '/series/:id', seriesDetail, series),
    route('GET', '/me/tracks', myTrackPage, { tracks, nextCursor: null }),
    route('PUT', '/me/series/:id/episodes', seriesDetail, save),
  );
}

function renderPage(user: SessionUser | null = artist) {
  return renderRoute('/my-series/:id', `/my-series/${SERIES_ID}`, <SeriesEditorPage />, { user });
}

const episodeTitles = () =>
  within(screen.getByRole('list', { name: 'Episodes' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the episode editor', () => {
  it('lists the episodes in order and the artist’s other tracks to add', async () => {
    serve(mySeries);
    renderPage();
    await screen.findByRole('list', { name: 'Your tracks' });
    expect(episodeTitles()).toEqual(['Lesson 1', 'Lesson 2']);
    const picker = screen.getByRole('list', { name: 'Your tracks' });
    expect(
      within(picker)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Hijrah'), expect.stringContaining('Badr')]);
  });

  it('searches the tracks by title', async () => {
    serve(mySeries);
    renderPage();
    await screen.findByRole('list', { name: 'Your tracks' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search your tracks by title' }),
      'bad',
    );
    const picker = screen.getByRole('list', { name: 'Your tracks' });
    expect(within(picker).getAllByRole('listitem')).toHaveLength(1);
    expect(within(picker).getByText('Badr')).toBeInTheDocument();
  });

  it('adds, moves and removes episodes, then saves the list in order', async () => {
    const fetchMock = serve(mySeries);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Badr' }));
    expect(episodeTitles()).toEqual(['Lesson 1', 'Lesson 2', 'Badr']);
    expect(screen.getByText('Added Badr as episode 3')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Badr up' }));
    // Focus stays on the moved episode's button.
    expect(screen.getByRole('button', { name: 'Move Badr up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move Badr up' }));
    expect(screen.getByRole('button', { name: 'Move Badr down' })).toHaveFocus();
    expect(episodeTitles()).toEqual(['Badr', 'Lesson 1', 'Lesson 2']);
    await user.click(screen.getByRole('button', { name: 'Remove Lesson 2' }));
    expect(episodeTitles()).toEqual(['Badr', 'Lesson 1']);

    await user.click(screen.getByRole('button', { name: 'Save episodes' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        trackIds: [tracks[3]?.id, tracks[0]?.id],
      }),
    );
  });

  it('undoes the changes not saved', async () => {
    serve(mySeries);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Lesson 1' }));
    expect(episodeTitles()).toEqual(['Lesson 2']);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(episodeTitles()).toEqual(['Lesson 1', 'Lesson 2']);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the server’s message on the episode it is about', async () => {
    serve(
      mySeries,
      apiError(400, 'validation_error', 'Some episodes cannot be saved', {
        'trackIds.2': 'That track is already an episode of another of your series',
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Hijrah' }));
    await user.click(screen.getByRole('button', { name: 'Save episodes' }));

    const list = screen.getByRole('list', { name: 'Episodes' });
    const [, , third] = within(list).getAllByRole('listitem');
    expect(await within(third as HTMLElement).findByRole('alert')).toHaveTextContent(
      'That track is already an episode of another of your series',
    );
    expect(episodeTitles()).toEqual(['Lesson 1', 'Lesson 2', 'Hijrah']);
  });

  it('says Series not found for someone else’s series', async () => {
    serve(makeSeries({ mine: false }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    serve(mySeries);
    renderPage(null);
    expect(screen.getByText('Sign in to manage your series.')).toBeInTheDocument();
  });
});
