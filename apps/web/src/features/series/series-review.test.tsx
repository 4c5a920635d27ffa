// The artist's series and review: where each stands (waiting, changes waiting, not approved),
// and that a saved edit reaches listeners only after review.
import { seriesList, seriesSummary, type SeriesSummary } from '@sada/contracts/series';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { route, serveApi } from '../../testing/fetch';
import { renderRoute } from '../../testing/render-route';
import { testListener } from '../../testing/session-user';
import { MySeriesPage } from './my-series-page';
import { makeSeries } from './test-series';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Shaykh Yusuf' };
const {
  episodes: _e,
  following: _f,
  mine: _m,
  continueTrackId: _c,
  feedUrl: _u,
  ...base
} = makeSeries();
const APPROVED_AT = '2026-01-03T00:00:00.000Z';

const summary = (n: number, review: SeriesSummary['review']): SeriesSummary => ({
  ...base,
  id: `00000000-0000-4000-8000-00000000b00${n}`,
  title: `Series ${n}`,
  review,
});

function serve(list: SeriesSummary[], saved?: (body: object) => SeriesSummary) {
  return serveApi(
    route('GET', '/me/series', seriesList, { series: list }),
    route('PATCH', '/me/series/:id', seriesSummary, ({ params, body }) => {
      const current = list.find((s) => s.id === params.id) ?? base;
      return saved ? saved(body as object) : current;
    }),
  );
}

const renderPage = () =>
  renderRoute('/my-series', '/my-series', <MySeriesPage />, { user: artist });
const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  return link.closest('li') as HTMLElement;
};

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

describe('where each of the artist’s series stands in review', () => {
  it('says what waits, what was turned down and why, and nothing for an approved series', async () => {
    serve([
      summary(1, { state: 'pending', note: null, pending: null, approvedAt: null }),
      summary(2, {
        state: 'changesPending',
        note: null,
        pending: { title: 'Series 2, retold', ordering: 'episodic' },
        approvedAt: APPROVED_AT,
      }),
      summary(3, {
        state: 'rejected',
        note: 'The title misleads',
        pending: null,
        approvedAt: null,
      }),
      summary(4, {
        state: 'rejected',
        note: 'Not accurate',
        pending: null,
        approvedAt: APPROVED_AT,
      }),
      summary(5, { state: 'approved', note: null, pending: null, approvedAt: APPROVED_AT }),
    ]);
    renderPage();

    expect(await rowOf('Series 1')).toHaveTextContent('Waiting for review');
    const edited = await rowOf('Series 2');
    expect(edited).toHaveTextContent('Changes waiting for review');
    expect(edited).toHaveTextContent('Title:Series 2, retold');
    expect(edited).toHaveTextContent('Order:Episodes in any order');
    expect(await rowOf('Series 3')).toHaveTextContent('Not approved: The title misleads');
    expect(await rowOf('Series 4')).toHaveTextContent('Changes not approved: Not accurate');
    const approved = await rowOf('Series 5');
    expect(approved).not.toHaveTextContent(/review|approved/i);
  });

  it('edits from the changes waiting, and says listeners see the change after review', async () => {
    const review = {
      state: 'changesPending' as const,
      note: null,
      pending: { title: 'Series 2, retold' },
      approvedAt: APPROVED_AT,
    };
    const waiting = summary(2, review);
    const fetchMock = serve([waiting], (body) => ({
      ...waiting,
      review: { ...review, pending: body },
    }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Series 2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit details' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Series 2, retold');
    await user.type(title, ' again');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
        title: 'Series 2, retold again',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Series saved', {
        description: 'Listeners see the change once a reviewer approves it.',
      }),
    );
  });
});
