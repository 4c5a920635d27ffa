import { lrcMessages } from '@sada/contracts/lrc';
import { streamUrl } from '@sada/contracts/streaming';
import {
  myTrackText,
  textLayerMessages,
  type MyTrackText,
  type TextLayer,
} from '@sada/contracts/text-layers';
import { myTrackPage, type MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '../../../lib/session/session-user';
import { sessionQueryKey } from '../../../lib/session/use-session';
import { apiError, route, serveApi, type RouteAnswer } from '../../../testing/fetch';
import { playedTo, stubMediaPlayback } from '../../../testing/media';
import { testListener } from '../../../testing/session-user';
import { TrackTextPage } from './track-text-page';

const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Demo Artist' };
const trackId = '00000000-0000-4000-8000-000000000001';

const track: MyTrack = {
  id: trackId,
  title: 'Morning Light',
  lyrics: null,
  language: 'arabic',
  contentType: 'nasheed',
  declaredInstrumentation: 'vocals_only',
  instrumentation: 'vocals_only',
  genre: 'nasheed',
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
  durationMs: 60_000,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const liveLayer: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [
    { startMs: 1000, endMs: null, text: 'السطر الأول' },
    { startMs: 5000, endMs: null, text: 'السطر الثاني' },
  ],
};

const noText: MyTrackText = { trackId, layers: [], pendingLayers: null, message: null };

function serve(
  text: RouteAnswer<typeof myTrackText>,
  save: RouteAnswer<typeof myTrackText> = apiError(500, 'internal', 'Internal error'),
) {
  return serveApi(
    route('GET', '/me/tracks', myTrackPage, { tracks: [track], nextCursor: null }),
    route('GET', '/me/tracks/:id/text', myTrackText, text),
    route('PUT', '/me/tracks/:id/text', myTrackText, save),
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
      { path: '/my-tracks/:trackId/text', element: <TrackTextPage /> },
    ],
    { initialEntries: [`/my-tracks/${trackId}/text`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const audio = () => screen.getByTestId<HTMLAudioElement>('text-editor-audio');

let media: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  media = stubMediaPlayback();
});
afterEach(() => media.restore());

describe('the text editor', () => {
  it('says when there is no text yet, and adds the first layer as the Arabic original', async () => {
    serve(noText);
    renderPage();
    expect(await screen.findByText('No text yet')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a layer' }));
    const layer = screen.getByRole('listitem', { name: /Layer 1: Original/ });
    expect(within(layer).getByLabelText('Language')).toHaveValue('ar');
    expect(within(layer).getByLabelText('Direction')).toHaveValue('rtl');
    expect(within(layer).getByLabelText('Lines')).toHaveAttribute('dir', 'rtl');
  });

  it('marks lines as the audio plays (button, Space, Enter), nudges them, and saves', async () => {
    const saves = serve(noText, {
      trackId,
      layers: [],
      pendingLayers: [liveLayer],
      message: textLayerMessages.savedForReview,
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.type(screen.getByLabelText('Lines'), 'First{Enter}{Enter}Second{Enter}Third');

    playedTo(audio(), 1.5);
    await user.click(screen.getByRole('button', { name: 'Mark line 1' }));
    // Space on the button it focused marks once: the button's own click is held back.
    playedTo(audio(), 3.25);
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Line 2 at 0:03.25: play from here' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Line 3 has no time yet' })).toBeVisible();
    // Away from the button, the keys mark while the track plays.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Line 3 has no time yet' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Play Morning Light' }));
    playedTo(audio(), 7);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Every line is marked' })).toBeDisabled();
    expect(screen.getByText('Lines with a time: 3 of 3')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Start line 2 a tenth of a second later' }),
    );
    expect(screen.getByRole('button', { name: 'Line 2 at 0:03.35: play from here' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(
      await screen.findByText('Text saved. Listeners see it once a reviewer approves it.'),
    ).toBeVisible();
    const put = saves.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      layers: [
        {
          kind: 'original',
          language: 'ar',
          direction: 'rtl',
          lines: [
            { startMs: 1500, endMs: null, text: 'First' },
            { startMs: 3350, endMs: null, text: 'Second' },
            { startMs: 7000, endMs: null, text: 'Third' },
          ],
        },
      ],
    });
  });

  it('leaves Space to the text being typed', async () => {
    serve(noText);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.type(screen.getByLabelText('Lines'), 'One line');
    expect(screen.getByLabelText('Lines')).toHaveValue('One line');
    expect(screen.getByRole('button', { name: 'Line 1 has no time yet' })).toBeVisible();
  });

  it('plays from a line clicked, and lights the line playing', async () => {
    serve({ ...noText, layers: [liveLayer] });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Line 2 at 0:05.00: play from here' }),
    );
    expect(audio().currentTime).toBe(5);
    playedTo(audio(), 1.2);
    const lines = screen.getByRole('list', { name: 'Lines and their times' });
    await waitFor(() =>
      expect(within(lines).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('names the line of pasted LRC it cannot read at once, and sends nothing until it is fixed', async () => {
    const saves = serve(noText, { ...noText, layers: [liveLayer], message: 'Text saved' });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.click(screen.getByRole('radio', { name: 'LRC file' }));
    const lrc = screen.getByLabelText('LRC');
    await user.click(lrc);
    await user.paste('[00:01.00]One\n[1:7x.00]Two');
    expect(screen.getByRole('alert')).toHaveTextContent(lrcMessages.badTime(2, '[1:7x.00]'));

    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(screen.getByText('Fix the problems marked in the layers, then save.')).toBeVisible();
    expect(saves.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(lrc);
    await user.paste('[00:01.00]One\n[00:07.00]Two');
    expect(screen.getByText('Read 2 timed lines')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('Text saved')).toBeVisible();
    expect(saves.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      layers: [
        { kind: 'original', language: 'ar', direction: 'rtl', lrc: '[00:01.00]One\n[00:07.00]Two' },
      ],
    });
  });

  it('reads an uploaded .lrc file into the layer', async () => {
    serve(noText);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a layer' }));
    await user.click(screen.getByRole('radio', { name: 'LRC file' }));
    const file = new File(['[ti:x]\n[00:02.00]Line'], 'words.lrc', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload .lrc file'), file);
    await waitFor(() => expect(screen.getByLabelText('LRC')).toHaveValue('[ti:x]\n[00:02.00]Line'));
    expect(screen.getByText('Read 1 timed line')).toBeVisible();
  });

  it("shows the server's problem on its layer and line", async () => {
    serve(
      { ...noText, layers: [liveLayer] },
      apiError(400, 'validation_failed', 'Line 2 starts after the track ends (1:00)', {
        'layers.0.lines.1': 'Line 2 starts after the track ends (1:00)',
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const lines = await screen.findByLabelText('Lines');
    await user.type(lines, '!');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    const layer = screen.getByRole('listitem', { name: /Layer 1/ });
    expect(await within(layer).findByRole('alert')).toHaveTextContent(
      'Line 2 starts after the track ends (1:00)',
    );
  });

  it('starts from the text waiting for review, shown beside the live one', async () => {
    serve({
      trackId,
      layers: [liveLayer],
      pendingLayers: [{ ...liveLayer, lines: [{ startMs: 0, endMs: null, text: 'مقترح' }] }],
      message: textLayerMessages.savedForReview,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Text waiting for review' })).toBeVisible();
    expect(screen.getByLabelText('Lines')).toHaveValue('مقترح');
    await userEvent.setup().click(screen.getByText('Compare with the live text'));
    expect(screen.getByText('السطر الأول')).toBeVisible();
  });

  it('says that the text of a live track waits for review', async () => {
    serve(noText);
    renderPage();
    expect(
      await screen.findByText(/This track is live: when you save, the new text waits for review/),
    ).toBeVisible();
  });

  it('asks before leaving with changes not saved', async () => {
    serve({ ...noText, layers: [liveLayer] });
    const router = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lines'), '!');
    await user.click(screen.getByRole('link', { name: 'My tracks' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/my-tracks/${trackId}/text`);
    await user.click(screen.getByRole('link', { name: 'My tracks' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('The list of my tracks')).toBeVisible();
  });

  it('offers to try again when the text cannot be loaded', async () => {
    serve(apiError(500, 'internal', 'Internal error'));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says so of a track that is not theirs', async () => {
    serve(apiError(404, 'not_found', 'Track not found'));
    renderPage();
    expect(
      await screen.findByText('This track is not one of yours, or it was deleted.'),
    ).toBeVisible();
  });
});
