// The Series tab of the moderation page: each series waiting for review with its details
// (approved beside proposed for an edit), approved or rejected with a reason.
import {
  moderationQueue,
  moderationSeriesQueue,
  seriesDecisionResult,
  type ModerationSeriesItem,
} from '@sada/contracts/moderation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n/i18n';
import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { ModerationPage } from './moderation-page';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const label: SessionUser = { ...testListener, role: 'label', labelVerified: true };
const seriesId = (n: number) => `00000000-0000-4000-8000-00000000c00${n}`;
const artist = { id: '00000000-0000-4000-9000-00000000c0a1', name: 'Shaykh Yusuf', verified: true };

const newSeries: ModerationSeriesItem = {
  id: seriesId(1),
  artist,
  approved: null,
  proposed: {
    title: 'Stories of the Prophets',
    description: null,
    kind: 'stories',
    language: 'english',
    ordering: 'ordered',
  },
  previousNote: null,
  episodeCount: 3,
  waitingSince: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const editedSeries: ModerationSeriesItem = {
  ...newSeries,
  id: seriesId(2),
  approved: {
    title: 'Tafsir lessons',
    description: 'Weekly',
    kind: 'tafsir',
    language: 'arabic',
    ordering: 'ordered',
  },
  proposed: { title: 'Tafsir of Juz Amma', ordering: 'episodic' },
  previousNote: 'Title too vague',
};

function serve(
  list: RouteAnswer<typeof moderationSeriesQueue>,
  decision: RouteAnswer<typeof seriesDecisionResult> = ({ params, body }) => ({
    message: 'Series approved',
    seriesId: params.id ?? '',
    decision: (body as { decision: 'approve' | 'reject' }).decision,
  }),
) {
  return serveApi(
    route('GET', '/moderation/queue', moderationQueue, { tracks: [], nextCursor: null }),
    route('GET', '/moderation/series', moderationSeriesQueue, list),
    route('POST', '/moderation/series/:id/decision', seriesDecisionResult, decision),
  );
}

async function openSeriesTab(tab = 'Series') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: label });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: tab }));
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('series waiting for review', () => {
  it('shows a new series with every detail, and an edit with approved beside proposed', async () => {
    serve({ series: [newSeries, editedSeries] });
    await openSeriesTab();
    const fresh = await screen.findByRole('article', { name: 'Stories of the Prophets' });
    expect(fresh).toHaveTextContent('New series');
    expect(fresh).toHaveTextContent('Shaykh Yusuf');
    expect(fresh).toHaveTextContent('3 episodes');
    expect(fresh).toHaveTextContent('waiting since Nov 20, 2026');
    expect(fresh).toHaveTextContent('DescriptionNone');
    expect(fresh).toHaveTextContent('KindStories');

    const edit = screen.getByRole('article', { name: 'Tafsir of Juz Amma' });
    expect(edit).toHaveTextContent('Edited details');
    expect(edit).toHaveTextContent('Turned down before: Title too vague');
    const rows = within(edit).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'TitleTafsir lessonsTafsir of Juz Amma',
      'OrderIn orderEpisodes in any order',
    ]);
    expect(screen.getByText('2 series waiting')).toBeInTheDocument();
  });

  it('approves a series, says so and takes it off the list', async () => {
    let waiting = [newSeries, editedSeries];
    const fetchMock = serve(
      () => ({ series: waiting }),
      ({ params, body }) => {
        waiting = waiting.filter((item) => item.id !== params.id);
        return {
          message: 'Series approved',
          seriesId: params.id ?? '',
          decision: (body as { decision: 'approve' }).decision,
        };
      },
    );
    await openSeriesTab();
    const fresh = await screen.findByRole('article', { name: 'Stories of the Prophets' });
    await userEvent.click(within(fresh).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Stories of the Prophets' }),
      ).not.toBeInTheDocument(),
    );
    expect(toast.success).toHaveBeenCalledWith('Series approved');
    expect(fetchMock.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/moderation/series/${seriesId(1)}/decision`,
      body: { decision: 'approve' },
    });
  });

  it('rejects only with a reason, which it sends', async () => {
    const fetchMock = serve({ series: [editedSeries] }, () => ({
      message: 'Changes not approved: listeners keep the approved details',
      seriesId: seriesId(2),
      decision: 'reject',
    }));
    await openSeriesTab();
    const edit = await screen.findByRole('article', { name: 'Tafsir of Juz Amma' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Reject with this reason' }));
    expect(await within(edit).findByText('Please give a reason for the rejection')).toBeVisible();
    expect(fetchMock.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(
      within(edit).getByRole('textbox', { name: 'Reason for rejecting' }),
      'The new title is not accurate',
    );
    await userEvent.click(within(edit).getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() =>
      expect(fetchMock.requests.find((r) => r.method === 'POST')?.body).toEqual({
        decision: 'reject',
        reason: 'The new title is not accurate',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(
      'Changes not approved: listeners keep the approved details',
    );
  });

  it('says when nothing waits, and offers to try again when the list fails', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'internal', 'Something went wrong') : { series: [] }));
    await openSeriesTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The series waiting for review could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No series are waiting for review.')).toBeVisible();
  });

  it('speaks Arabic', async () => {
    serve({ series: [newSeries] });
    await changeLanguage('ar');
    try {
      await openSeriesTab('السلاسل');
      const fresh = await screen.findByRole('article', { name: 'Stories of the Prophets' });
      expect(within(fresh).getByRole('button', { name: 'موافقة' })).toBeVisible();
      expect(fresh).toHaveTextContent('سلسلة جديدة');
    } finally {
      await changeLanguage('en');
    }
  });
});
