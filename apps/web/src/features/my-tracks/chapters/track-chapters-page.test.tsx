import { chapterMessages, myTrackChapters, type MyTrackChapters } from '@sada/contracts/chapters';
import { streamUrl } from '@sada/contracts/streaming';
import { myTrackPage, type MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '../../../lib/session/session-user';
import { sessionQueryKey } from '../../../lib/session/use-session';
import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { playedTo, stubMediaPlayback } from '../../../testing/media';
import { testListener } from '../../../testing/session-user';
import { TrackChaptersPage } from './track-chapters-page';

const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Demo Artist' };
const trackId = '00000000-0000-4000-8000-000000000001';

const track: MyTrack = {
  id: trackId,
  title: 'Evening Lesson',
  lyrics: null,
  language: 'arabic',
  contentType: 'lecture',
  declaredInstrumentation: 'spoken_word',
  instrumentation: 'spoken_word',
  genre: 'lectures',
  explicit: false,
  reciter: null,
  riwayah: null,
  surah: null,
  ayahFrom: null,
  ayahTo: null,
  recitationLicence: null,
  status: 'live',
  processing: { stage: 'completed', progress: 100, label: 'completed', error: null },
  coverUrl: null,
  audioFormat: 'mp3',
  fileSizeBytes: 1000,
  durationMs: 900_000,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const none: MyTrackChapters = { trackId, chapters: [], pendingChapters: null, message: null };

function serve(
  chapters: RouteAnswer<typeof myTrackChapters>,
  save: RouteAnswer<typeof myTrackChapters> = apiError(500, 'internal', 'Internal error'),
) {
  return serveApi(
    route('GET', '/me/tracks', myTrackPage, { tracks: [track], nextCursor: null }),
    route('GET', '/me/tracks/:id/chapters', myTrackChapters, chapters),
    route('PUT', '/me/tracks/:id/chapters', myTrackChapters, save),
    route('GET', '/tracks/:id/stream-url', streamUrl, {
      url: `/api/stream/${trackId}?sig=x`,
      expiresAt: '2099-01-01T00:00:00.000Z',
      mimeType: 'audio/mpeg',
      bitrateKbps: 128,
      qualities: [128],
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: artist });
  const router = createMemoryRouter(
    [
      { path: '/my-tracks', element: <p>The list of my tracks</p> },
      { path: '/my-tracks/:trackId/chapters', element: <TrackChaptersPage /> },
    ],
    { initialEntries: [`/my-tracks/${trackId}/chapters`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const audio = () => screen.getByTestId<HTMLAudioElement>('text-editor-audio');
const rows = () => within(screen.getByRole('list', { name: 'Chapters' })).getAllByRole('listitem');

let media: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  media = stubMediaPlayback();
});
afterEach(() => media.restore());

describe('the chapters editor', () => {
  it('types chapters, takes a start from the audio, and saves them for review', async () => {
    const saves = serve(none, {
      trackId,
      chapters: [],
      pendingChapters: [
        { title: 'Opening', startMs: 0 },
        { title: 'Questions', startMs: 750_500 },
      ],
      message: chapterMessages.savedForReview,
    });
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Chapters of “\u2068Evening Lesson\u2069”' }),
    );
    expect(screen.getByText(/This track is live/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a chapter' }));
    expect(screen.getByLabelText('Start of chapter 1')).toHaveValue('0:00');
    await user.type(screen.getByLabelText('Title of chapter 1'), 'Opening');

    playedTo(audio(), 750.5);
    await user.click(screen.getByRole('button', { name: 'Add a chapter' }));
    expect(screen.getByLabelText('Start of chapter 2')).toHaveValue('12:30.5');
    await user.clear(screen.getByLabelText('Start of chapter 2'));
    await user.click(
      screen.getByRole('button', { name: 'Use the current time of the audio for chapter 2' }),
    );
    expect(screen.getByLabelText('Start of chapter 2')).toHaveValue('12:30.5');
    await user.type(screen.getByLabelText('Title of chapter 2'), 'Questions');

    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(
      await screen.findByText('Chapters saved. Listeners see them once a reviewer approves them.'),
    ).toBeVisible();
    const put = saves.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      chapters: [
        { title: 'Opening', startMs: 0 },
        { title: 'Questions', startMs: 750_500 },
      ],
    });
    expect(screen.getByRole('button', { name: 'Save chapters' })).toBeDisabled();
  });

  it('names the row to fix, and sends nothing until it is fixed', async () => {
    const saves = serve({ ...none, chapters: [{ title: 'Opening', startMs: 60_000 }] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a chapter' }));
    const second = screen.getByLabelText('Start of chapter 2');
    await user.type(second, '0:30');
    await user.type(screen.getByLabelText('Title of chapter 2'), 'Too early');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(within(rows()[1] as HTMLElement).getByText(chapterMessages.unordered(2))).toBeVisible();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the problem marked in the chapters, then save.')).toBeVisible();

    await user.clear(second);
    await user.type(second, 'twelve');
    expect(
      within(rows()[1] as HTMLElement).getByText(
        'Write the time as m:ss or h:mm:ss, such as 12:30',
      ),
    ).toBeVisible();
    expect(saves.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('reads a pasted list, naming a line it cannot read', async () => {
    serve(none);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paste a list' }));
    const list = screen.getByRole('textbox', { name: 'Paste a list of chapters' });
    await user.type(list, '0:00 Opening{Enter}no time here');
    await user.click(screen.getByRole('button', { name: 'Use this list' }));
    expect(screen.getByRole('alert')).toHaveTextContent(chapterMessages.badLine(2));

    await user.clear(list);
    await user.type(list, '0:00 Opening{Enter}12:30 Questions');
    await user.click(screen.getByRole('button', { name: 'Use this list' }));
    expect(screen.queryByRole('textbox', { name: 'Paste a list of chapters' })).toBeNull();
    expect(screen.getByLabelText('Start of chapter 2')).toHaveValue('12:30');
    expect(screen.getByLabelText('Title of chapter 2')).toHaveValue('Questions');
  });

  it("shows the server's problem on the row it names", async () => {
    serve(
      { ...none, chapters: [{ title: 'Opening', startMs: 0 }] },
      apiError(400, 'validation', chapterMessages.pastEnd(2, '15:00'), {
        'chapters.1': chapterMessages.pastEnd(2, '15:00'),
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a chapter' }));
    await user.type(screen.getByLabelText('Start of chapter 2'), '14:00');
    await user.type(screen.getByLabelText('Title of chapter 2'), 'Closing');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(
      await within(rows()[1] as HTMLElement).findByText(chapterMessages.pastEnd(2, '15:00')),
    ).toBeVisible();
  });

  it('starts from the change waiting for review, and says so', async () => {
    serve({
      trackId,
      chapters: [{ title: 'Live one', startMs: 0 }],
      pendingChapters: [
        { title: 'Waiting one', startMs: 0 },
        { title: 'Another', startMs: 60_000 },
      ],
      message: chapterMessages.savedForReview,
    });
    renderPage();
    expect(await screen.findByText(/Your change of the chapters waits for review/)).toBeVisible();
    expect(screen.getByLabelText('Title of chapter 1')).toHaveValue('Waiting one');
    expect(rows()).toHaveLength(2);
  });

  it('removes a row, and saving none removes the chapters', async () => {
    const saves = serve({ ...none, chapters: [{ title: 'Opening', startMs: 0 }] }, none);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove chapter 1' }));
    expect(screen.getByText('No chapters yet')).toBeVisible();
    expect(screen.getByText('Saving without chapters removes them.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(await screen.findByText('Chapters saved')).toBeVisible();
    expect(saves.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      chapters: [],
    });
  });
});
