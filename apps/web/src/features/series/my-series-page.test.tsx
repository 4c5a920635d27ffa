import { seriesList, seriesSummary, type SeriesSummary } from '@sada/contracts/series';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { SessionUser } from '../../lib/session/session-user';
import { apiError, route, serveApi, withStatus, type RouteAnswer } from '../../testing/fetch';
import { renderRoute } from '../../testing/render-route';
import { testListener } from '../../testing/session-user';
import { MySeriesPage } from './my-series-page';
import { makeSeries } from './test-series';

const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Shaykh Yusuf' };
const {
  episodes: _e,
  following: _f,
  mine: _m,
  continueTrackId: _c,
  feedUrl: _u,
  ...summary
} = makeSeries();
const series: SeriesSummary = summary;
const NEW_ID = '00000000-0000-4000-8000-00000000a0ff';

function serve({
  list = { series: [series] },
  create = withStatus(201, seriesSummary, { ...series, id: NEW_ID, title: 'Tafsir of Juz Amma' }),
}: {
  list?: RouteAnswer<typeof seriesList>;
  create?: RouteAnswer<typeof seriesSummary>;
} = {}) {
  return serveApi(
    route('GET', '/me/series', seriesList, list),
    route('POST', '/me/series', seriesSummary, create),
    route('PATCH', '/me/series/:id', seriesSummary, ({ body }) => ({
      ...series,
      ...(body as object),
    })),
    route('DELETE', '/me/series/:id', z.object({ message: z.string() }), {
      message: 'Series deleted. Its episodes stay as tracks.',
    }),
  );
}

function renderPage(user: SessionUser | null = artist) {
  return renderRoute('/my-series', '/my-series', <MySeriesPage />, {
    user,
    otherPages: { '/my-series/:id': <p>The episode editor</p> },
  });
}

describe('My series', () => {
  it('lists the artist’s series with their details and a way to their episodes', async () => {
    serve();
    renderPage();
    const list = await screen.findByRole('list', { name: 'My series' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row as HTMLElement).getByRole('link', { name: series.title })).toHaveAttribute(
      'href',
      `/series/${series.id}`,
    );
    expect(row).toHaveTextContent('Stories · In order · English');
    expect(row).toHaveTextContent('3 episodes · 12 followers');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Episodes' })).toHaveAttribute(
      'href',
      `/my-series/${series.id}`,
    );
  });

  it('says so when there is no series yet', async () => {
    serve({ list: { series: [] } });
    renderPage();
    expect(await screen.findByText('No series yet')).toBeInTheDocument();
  });

  it('offers to try again when the list could not be loaded', async () => {
    serve({ list: apiError(503, 'unavailable', 'Down') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your series could not be loaded.');
  });

  it('makes a new series and opens its episodes', async () => {
    const fetchMock = serve();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    const dialog = screen.getByRole('dialog', { name: 'New series' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Tafsir of Juz Amma');
    await user.click(within(dialog).getByRole('radio', { name: 'Tafsir' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'arabic');
    await user.click(within(dialog).getByRole('radio', { name: 'Episodes in any order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create series' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-series/${NEW_ID}`));
    expect(fetchMock.requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Tafsir of Juz Amma',
      description: '',
      kind: 'tafsir',
      language: 'arabic',
      ordering: 'episodic',
    });
  });

  it('asks for a title before sending anything', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    await user.click(screen.getByRole('button', { name: 'Create series' }));
    expect(await screen.findByText('Give the series a title')).toBeInTheDocument();
    expect(fetchMock.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server’s message beside its field', async () => {
    serve({
      create: apiError(400, 'validation_error', 'Invalid request', {
        title: 'The title can be at most 120 characters',
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'A title');
    await user.click(screen.getByRole('button', { name: 'Create series' }));
    expect(await screen.findByText('The title can be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a series’ details', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${series.title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit details' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(series.title);
    await user.clear(title);
    await user.type(title, 'Stories of the Prophets, retold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
        title: 'Stories of the Prophets, retold',
        kind: 'stories',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a series after asking once', async () => {
    const fetchMock = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for ${series.title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: `Delete “${series.title}”?` });
    expect(fetchMock.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'DELETE')?.path).toBe(
        `/me/series/${series.id}`,
      ),
    );
  });

  it('asks a visitor to sign in', () => {
    serve();
    renderPage(null);
    expect(screen.getByText('Sign in to manage your series.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New series' })).not.toBeInTheDocument();
  });
});
