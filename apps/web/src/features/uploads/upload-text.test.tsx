import { genreList } from '@sada/contracts/catalog';
import { lrcMessages } from '@sada/contracts/lrc';
import { myTrackText, textLayerMessages } from '@sada/contracts/text-layers';
import { myArtistProfile, uploadLimits, type MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { stubXhr } from '../../testing/fake-xhr';
import { apiError, route, serveApi, type RouteAnswer } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { UploadPage } from './upload-page';
import {
  newUploadTextLayer,
  uploadTextProblems,
  uploadTextUpdate,
  type UploadTextLayer,
} from './upload-text';

const MB = 1024 * 1024;
const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Demo Artist' };
const trackId = '00000000-0000-4000-8000-0000000000dd';

const uploaded: MyTrack = {
  id: trackId,
  title: 'Morning Light',
  lyrics: null,
  language: 'arabic',
  contentType: 'nasheed',
  declaredInstrumentation: 'vocals_only',
  instrumentation: null,
  genre: 'nasheed',
  explicit: false,
  reciter: null,
  riwayah: null,
  surah: null,
  ayahFrom: null,
  ayahTo: null,
  recitationLicence: null,
  status: 'processing',
  processing: { stage: 'processing', progress: 10, label: 'processing', error: null },
  coverUrl: null,
  audioFormat: null,
  fileSizeBytes: 1000,
  durationMs: null,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
};

function serve(saveText: RouteAnswer<typeof myTrackText>) {
  return serveApi(
    route('GET', '/me/artist-profile', myArtistProfile, {
      artistProfile: {
        id: '00000000-0000-4000-8000-0000000000cc',
        name: 'Bilal Rahman',
        bio: null,
        avatarUrl: null,
        verified: false,
        monthlyListeners: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    }),
    route('GET', '/uploads/limits', uploadLimits, {
      maxAudioBytes: 50 * MB,
      maxAudioMb: 50,
      maxImageBytes: 5 * MB,
      maxDurationSeconds: 30 * 60,
      maxLongAudioBytes: 1024 * MB,
      maxLongAudioMb: 1024,
      maxLongDurationSeconds: 240 * 60,
      storage: { usedBytes: 0, quotaBytes: 5120 * MB },
      uploads: { lastHour: 0, perHour: 20, processing: 0, maxProcessing: 2 },
    }),
    route('GET', '/genres', genreList, {
      genres: [{ slug: 'nasheed', name: 'Nasheed', description: null, color: null }],
    }),
    route('PUT', '/me/tracks/:id/text', myTrackText, saveText),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: artist });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UploadPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The form filled in: a title, audio, and one text layer with `lrc`. */
async function fillIn(lrc: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Publish Track' });
  await user.type(screen.getByLabelText('Title'), 'Morning Light');
  await user.selectOptions(screen.getByLabelText('Instrumentation'), 'vocals_only');
  const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])], 'light.mp3', {
    type: 'audio/mpeg',
  });
  await user.upload(screen.getByLabelText('Choose audio'), mp3);
  await screen.findByText('light.mp3');
  const text = screen.getByRole('region', { name: /Text/ });
  await user.click(within(text).getByRole('button', { name: 'Add text' }));
  await user.click(within(text).getByLabelText('LRC'));
  await user.paste(lrc);
  return { user, text };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  URL.revokeObjectURL = () => undefined;
});

describe('text with an upload', () => {
  it('reads the LRC before the upload starts, names the line, and uploads nothing', async () => {
    serve(apiError(500, 'internal', 'Internal error'));
    const sent = stubXhr(() => ({ status: 201, body: { track: uploaded } }));
    renderPage();
    const { user, text } = await fillIn('[00:01.00]One\n[1:7x.00]Two');
    expect(within(text).getByRole('alert')).toHaveTextContent(lrcMessages.badTime(2, '[1:7x.00]'));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    expect(screen.getByText('Fix the text before publishing, or remove it.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('saves the text once the new track exists', async () => {
    const api = serve(({ params }) => ({
      trackId: params.id ?? '',
      layers: [],
      pendingLayers: null,
      message: textLayerMessages.saved,
    }));
    stubXhr(() => ({ status: 201, body: { track: uploaded } }));
    renderPage();
    const { user } = await fillIn('[00:01.00]One\n[00:04.00]Two');
    expect(screen.getByText('Read 2 timed lines')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    expect(await screen.findByText('Text saved with the track.')).toBeVisible();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/me/tracks/${trackId}/text`);
    expect(put?.body).toEqual({
      layers: [
        { kind: 'original', language: 'ar', direction: 'rtl', lrc: '[00:01.00]One\n[00:04.00]Two' },
      ],
    });
  });

  it('says when the text could not be saved, and links to the text editor', async () => {
    serve(
      apiError(400, 'validation_failed', 'Line 2 starts after the track ends (0:03)', {
        'layers.0.lrc': 'Line 2 starts after the track ends (0:03)',
      }),
    );
    stubXhr(() => ({ status: 201, body: { track: uploaded } }));
    renderPage();
    const { user } = await fillIn('[00:01.00]One\n[00:04.00]Two');
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    expect(
      await screen.findByText('The track was uploaded, but its text could not be saved'),
    ).toBeVisible();
    expect(screen.getByText(/Line 2 starts after the track ends \(0:03\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add the text in the editor' })).toHaveAttribute(
      'href',
      `/my-tracks/${trackId}/text`,
    );
  });
});

describe('the layers of an upload', () => {
  const layer = (values: Partial<UploadTextLayer>): UploadTextLayer => ({
    ...newUploadTextLayer([]),
    ...values,
  });

  it('check the language, a second layer of one kind and language, and the audio’s length', () => {
    const first = layer({ lrc: '[00:01.00]One' });
    const again = layer({ language: 'AR', lrc: '[00:02.00]Two' });
    const late = layer({ kind: 'translation', language: 'en', lrc: '[00:05.00]Late' });
    const wrong = layer({ kind: 'transliteration', language: '12', lrc: 'x' });
    const problems = uploadTextProblems([first, again, late, wrong], 4000);
    expect(problems.has(first.key)).toBe(false);
    expect(problems.get(again.key)?.message).toBe(textLayerMessages.duplicateLayer);
    expect(problems.get(late.key)?.message).toBe(textLayerMessages.pastEnd(1, '0:04'));
    expect(problems.get(wrong.key)).toEqual({
      field: 'language',
      message: textLayerMessages.languageInvalid,
    });
  });

  it('are sent as LRC with canonical languages and their direction; none sends nothing', () => {
    expect(uploadTextUpdate([])).toBeNull();
    expect(
      uploadTextUpdate([layer({ kind: 'translation', language: 'UR', lrc: '[00:01.00]x' })]),
    ).toEqual({
      layers: [{ kind: 'translation', language: 'ur', direction: 'rtl', lrc: '[00:01.00]x' }],
    });
  });

  it('start with the Arabic original, then an English translation', () => {
    const first = newUploadTextLayer([]);
    expect(first).toMatchObject({ kind: 'original', language: 'ar' });
    expect(newUploadTextLayer([first])).toMatchObject({ kind: 'translation', language: 'en' });
  });
});
