import {
  moderationQueue,
  moderationTrack,
  reviewResult,
  type ModerationQueueItem,
  type ModerationTrack,
} from '@sada/contracts/moderation';
import { streamUrl } from '@sada/contracts/streaming';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import {
  apiError,
  route,
  serveApi,
  withStatus,
  type ApiRequest,
  type RouteAnswer,
} from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { ModerationPage } from './moderation-page';
import { queueItem, reviewTrack, trackId } from './test-data';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const label: SessionUser = { ...testListener, role: 'label', labelVerified: true };
const accessDenied = "Access denied: You don't have permission to access content moderation";

interface Server {
  queue: RouteAnswer<typeof moderationQueue>;
  track?: RouteAnswer<typeof moderationTrack>;
  review?: RouteAnswer<typeof reviewResult>;
}

const queueOf = (tracks: ModerationQueueItem[]) => ({ tracks, nextCursor: null });
const reviewOf = ({ params }: ApiRequest) => reviewTrack(Number(params.id?.slice(-3)));

function serve(server: Server) {
  return serveApi(
    route('GET', '/moderation/queue', moderationQueue, server.queue),
    ...(server.track
      ? [route('GET', '/moderation/tracks/:id', moderationTrack, server.track)]
      : []),
    ...(server.review
      ? [route('POST', '/moderation/tracks/:id/reviews', reviewResult, server.review)]
      : []),
    route('GET', '/tracks/:id/stream-url', streamUrl, ({ params }) => ({
      url: `/api/stream/${params.id}?sig=x`,
      expiresAt: '2099-01-01T00:00:00.000Z',
      mimeType: 'audio/mpeg',
      bitrateKbps: 128,
      qualities: [128],
    })),
  );
}

function renderPage(user: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calledFor = (fetchMock: ReturnType<typeof serve>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('who may open the moderation page', () => {
  it.each([
    ['a listener', testListener],
    ['an artist', { ...testListener, role: 'artist' as const }],
    ['a signed-out visitor', null],
  ])('%s is told access is denied, and the page still renders without data', (_, user) => {
    const fetchMock = serve({ queue: () => queueOf([queueItem(1)]) });
    renderPage(user);
    expect(toast.error).toHaveBeenCalledWith(accessDenied, expect.anything());
    expect(screen.getByRole('heading', { name: 'Content Moderation', level: 1 })).toBeVisible();
    expect(screen.getByText(accessDenied)).toBeVisible();
    expect(calledFor(fetchMock, '/api/moderation')).toEqual([]);
  });

  it('a label no admin has verified is told so, in the words the server would use', async () => {
    const reason = 'Your label account must be verified by an admin before you can review tracks';
    const fetchMock = serve({ queue: () => queueOf([queueItem(1)]) });
    renderPage({ ...label, labelVerified: false });
    expect(await screen.findByText(reason)).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith(reason, expect.anything());
    expect(toast.error).not.toHaveBeenCalledWith(accessDenied, expect.anything());
    expect(calledFor(fetchMock, '/api/moderation')).toEqual([]);
  });

  it("a moderator the server refuses all the same sees the server's reason", async () => {
    const reason = 'Please verify your email to upload or review tracks';
    serve({ queue: apiError(403, 'email_not_verified', reason) });
    renderPage(label);
    expect(await screen.findByText(reason)).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith(reason, expect.anything());
  });
});

describe('the queue', () => {
  it("says 'All caught up!' when nothing is waiting", async () => {
    serve({ queue: () => queueOf([]) });
    renderPage(label);
    expect(await screen.findByText('All caught up!')).toBeVisible();
  });

  it('toasts the load error and offers to try again', async () => {
    let fail = true;
    serve({
      queue: () =>
        fail ? apiError(500, 'internal', 'Something went wrong') : queueOf([queueItem(1)]),
      track: reviewOf,
    });
    renderPage(label);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to load tracks for review');
    expect(toast.error).toHaveBeenCalledWith(
      'Error: Failed to load tracks for review',
      expect.anything(),
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Harbour Lights 1', level: 2 }),
    ).toBeVisible();
  });

  it('lists each track with its artist, verified flag, priority and waiting time, and shows the first', async () => {
    serve({
      queue: () => queueOf([queueItem(1, { reviewPriority: 2 }), queueItem(2)]),
      track: reviewOf,
    });
    renderPage(label);
    const queue = await screen.findByTestId('moderation-queue');
    const [first, second] = within(queue).getAllByRole('button');
    expect(first).toHaveTextContent('Harbour Lights 1');
    expect(first).toHaveTextContent('Artist 1');
    expect(within(first as HTMLElement).getByText('Verified Artist')).toBeInTheDocument();
    expect(first).toHaveTextContent('Priority 2');
    expect(first).toHaveTextContent('waiting since Nov 20, 2026');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('region', { name: 'Review queue' })).toHaveTextContent(
      '2 tracks waiting',
    );

    const detail = await screen.findByRole('article', { name: 'Harbour Lights 1' });
    expect(within(detail).getByText('Words of track 1')).toBeVisible();
    expect(
      within(detail).getByRole('slider', { name: 'Position in Harbour Lights 1' }),
    ).toBeVisible();
    expect(within(detail).getByText('2 MB')).toBeVisible();

    await userEvent.click(second as HTMLElement);
    expect(await screen.findByRole('article', { name: 'Harbour Lights 2' })).toBeVisible();
    expect(second).toHaveAttribute('aria-current', 'true');
  });
});

describe('deciding', () => {
  it('submits, says so, moves to the next track and starts a fresh form', async () => {
    let waiting = [queueItem(1), queueItem(2)];
    const reviews: { id: string; body: unknown }[] = [];
    const fetchMock = serve({
      queue: () => queueOf(waiting),
      track: reviewOf,
      review: ({ params: { id = '' }, body }) => {
        reviews.push({ id, body });
        waiting = waiting.filter((item) => item.id !== id);
        return withStatus(201, reviewResult, {
          message: 'Review submitted',
          approvals: { given: 1, needed: 1, byYou: true },
          review: {
            id: trackId(500),
            status: 'approved',
            islamicComplianceScore: 7,
            audioQualityScore: 8,
            instrumentation: 'vocals_only',
            notes: 'Fine',
            rejectionReason: null,
            reviewer: { id: label.id, name: 'Label' },
            reviewedAt: '2026-11-23T10:00:00.000Z',
          },
          track: {
            id,
            status: 'live',
            requiresReview: false,
            rejectionReason: null,
            publishedAt: '2026-11-23T10:00:00.000Z',
          },
        });
      },
    });
    renderPage(label);
    const detail = await screen.findByRole('article', { name: 'Harbour Lights 1' });
    const compliance = within(detail).getByRole('slider', { name: 'Islamic compliance' });
    expect(compliance).toHaveAttribute('aria-valuenow', '8');
    compliance.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(compliance).toHaveAttribute('aria-valuenow', '7');
    await userEvent.type(within(detail).getByLabelText('Notes (optional)'), 'Fine');
    await userEvent.click(within(detail).getByRole('radio', { name: 'Vocals only' }));
    await userEvent.click(within(detail).getByRole('radio', { name: 'Approve' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted'));
    expect(reviews).toEqual([
      {
        id: trackId(1),
        body: {
          islamicComplianceScore: 7,
          audioQualityScore: 8,
          instrumentation: 'vocals_only',
          decision: 'approved',
          notes: 'Fine',
          rejectionReason: null,
        },
      },
    ]);
    const next = await screen.findByRole('article', { name: 'Harbour Lights 2' });
    const queue = screen.getByTestId('moderation-queue');
    expect(within(queue).queryByText('Harbour Lights 1')).not.toBeInTheDocument();
    expect(within(next).getByRole('slider', { name: 'Islamic compliance' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    expect(within(next).getByLabelText('Notes (optional)')).toHaveValue('');
    expect(within(next).getByRole('radio', { name: 'Approve' })).not.toBeChecked();
    expect(within(next).getByRole('radio', { name: 'Vocals only' })).not.toBeChecked();
    expect(calledFor(fetchMock, '/api/moderation/queue').length).toBeGreaterThan(1);
  });

  it("toasts the server's message when the decision fails", async () => {
    serve({
      queue: () => queueOf([queueItem(1)]),
      track: reviewOf,
      review: apiError(403, 'own_artist', 'A label cannot review the tracks of its own artists'),
    });
    renderPage(label);
    const detail = await screen.findByRole('article', { name: 'Harbour Lights 1' });
    await userEvent.click(within(detail).getByRole('radio', { name: 'Needs revision' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A label cannot review the tracks of its own artists',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Harbour Lights 1' })).toBeVisible();
  });

  it('offers no decision on a track that is still processing', async () => {
    serve({
      queue: () => queueOf([queueItem(1, { status: 'processing' })]),
      track: () =>
        reviewTrack(1, {
          status: 'processing',
          awaitingReview: false,
          waveform: null,
          processing: { stage: 'generating_preview', progress: 70 },
        } satisfies Partial<ModerationTrack>),
    });
    renderPage(label);
    const detail = await screen.findByRole('article', { name: 'Harbour Lights 1' });
    expect(within(detail).getByText(/still being processed/)).toBeVisible();
    expect(within(detail).getByRole('button', { name: 'Submit review' })).toBeDisabled();
  });
});

describe('an edit of a live track', () => {
  it('shows the reviewer what changed: the approved value beside the proposed one', async () => {
    const edited = reviewTrack(1, {
      status: 'live',
      explicit: false,
      pendingChanges: { title: 'Harbour Nights', explicit: true, contentType: 'dhikr' },
    });
    serve({
      queue: () => queueOf([queueItem(1, { status: 'live', editPending: true })]),
      track: edited,
    });
    renderPage(label);
    const queue = await screen.findByTestId('moderation-queue');
    expect(within(queue).getByRole('button')).toHaveTextContent('Edited details');

    const changes = await screen.findByRole('region', { name: 'Changes to review' });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DetailApproved nowProposed',
      'TitleHarbour Lights 1Harbour Nights',
      'Explicit contentNoYes',
      'Content typeNasheedDhikr',
    ]);
    // The edit is what the reviewer decides on.
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeVisible();
  });
});

describe("a reviewer's own track", () => {
  it('has no decision form, only the reason', async () => {
    serve({
      queue: () => queueOf([queueItem(1)]),
      track: () =>
        reviewTrack(1, {
          artist: { ...reviewTrack(1).artist, ownerId: label.id },
          canDecide: false,
        }),
    });
    renderPage(label);
    expect(await screen.findByText('You cannot review your own track')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("follows the server's word on a track of someone else: no form where it may not decide", async () => {
    serve({
      queue: () => queueOf([queueItem(1)]),
      // The label's own artist: the account owning the profile is not the label's.
      track: reviewTrack(1, { canDecide: false }),
    });
    renderPage(label);
    expect(
      await screen.findByText('A label cannot review the tracks of its own artists'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });
});
