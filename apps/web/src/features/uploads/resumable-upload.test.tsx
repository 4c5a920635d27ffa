// A file over the ordinary limit goes by the resumable upload (tus). tus-js-client is replaced at
// its module boundary: each test plays the server's answers through the options the page gave it
// (the real client runs against the real server in the server's tests and in the journey).
import { genreList } from '@sada/contracts/catalog';
import { myArtistProfile, uploadLimits, type MyTrack } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HttpRequest, HttpResponse, PreviousUpload, UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { stubXhr } from '../../testing/fake-xhr';
import { route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { UploadPage } from './upload-page';

const tus = vi.hoisted(() => {
  class FakeDetailedError extends Error {
    constructor(
      message: string,
      readonly originalResponse: unknown = null,
      readonly originalRequest: unknown = null,
    ) {
      super(message);
    }
  }
  const state = {
    uploads: [] as FakeUpload[],
    /** What findPreviousUploads answers, given the new upload's options. */
    previous: (_options: unknown): unknown[] => [],
  };
  class FakeUpload {
    started = 0;
    aborts: boolean[] = [];
    resumedFrom: unknown = null;

    constructor(
      readonly file: unknown,
      readonly options: Record<string, unknown>,
    ) {
      state.uploads.push(this);
    }

    findPreviousUploads() {
      return Promise.resolve(state.previous(this.options));
    }

    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }

    start() {
      this.started += 1;
    }

    abort(terminate?: boolean) {
      this.aborts.push(Boolean(terminate));
      return Promise.resolve();
    }
  }
  return { state, FakeUpload, FakeDetailedError };
});

vi.mock('tus-js-client', () => ({ Upload: tus.FakeUpload, DetailedError: tus.FakeDetailedError }));

const MB = 1024 * 1024;
const trackId = '00000000-0000-4000-8000-0000000000dd';
const artist: SessionUser = { ...testListener, role: 'artist', displayName: 'Demo Artist' };

const withCover: MyTrack = {
  id: trackId,
  title: 'A long evening',
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
  coverUrl: `/api/media/track-covers/u/${trackId}/1.jpg`,
  audioFormat: 'mp3',
  fileSizeBytes: 3 * MB,
  durationMs: null,
  playCount: 0,
  likeCount: 0,
  review: null,
  pendingChanges: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
};

/** The ordinary limit 2MB, long uploads up to 4MB. */
function serve() {
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
      maxAudioBytes: 2 * MB,
      maxAudioMb: 2,
      maxImageBytes: 5 * MB,
      maxDurationSeconds: 30 * 60,
      maxLongAudioBytes: 4 * MB,
      maxLongAudioMb: 4,
      maxLongDurationSeconds: 240 * 60,
      storage: { usedBytes: 0, quotaBytes: 5120 * MB },
      uploads: { lastHour: 0, perHour: 20, processing: 0, maxProcessing: 2 },
    }),
    route('GET', '/genres', genreList, {
      genres: [{ slug: 'nasheed', name: 'Nasheed', description: null, color: null }],
    }),
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

/** An MP3 (ID3 header) of `bytes`. */
function mp3Of(bytes: number, name = 'evening.mp3') {
  const data = new Uint8Array(bytes);
  data.set([0x49, 0x44, 0x33, 4]);
  return new File([data], name, { type: 'audio/mpeg' });
}

async function fillIn(audio: File, cover = false) {
  const user = userEvent.setup();
  await screen.findByText('MP3, WAV, M4A or OGG. Max 2MB.');
  await user.type(screen.getByLabelText('Title'), 'A long evening');
  await user.selectOptions(screen.getByLabelText('Instrumentation'), 'vocals_only');
  await user.upload(screen.getByLabelText('Choose audio'), audio);
  await screen.findByText(audio.name);
  if (cover) {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Choose a cover'), png);
  }
  return user;
}

/** The upload the page made, once it has started. */
async function startedUpload() {
  await waitFor(() => expect(tus.state.uploads.at(-1)?.started).toBeGreaterThan(0));
  const upload = tus.state.uploads.at(-1);
  if (!upload) throw new Error('no upload');
  return { upload, options: upload.options as UploadOptions };
}

const request = (method: string) => ({ getMethod: () => method }) as unknown as HttpRequest;
const response = (status: number, headers: Record<string, string>, body = '') =>
  ({
    getStatus: () => status,
    getHeader: (name: string) => headers[name],
    getBody: () => body,
  }) as unknown as HttpResponse;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  URL.revokeObjectURL = () => undefined;
  tus.state.uploads.length = 0;
  tus.state.previous = () => [];
});
afterEach(() => {
  // Back to jsdom's own (online) answer.
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('a long upload', () => {
  it('goes by the resumable upload over the ordinary limit, with its progress', async () => {
    serve();
    const sent = stubXhr(() => ({ status: 200, body: { track: withCover } }));
    renderPage();
    const user = await fillIn(mp3Of(3 * MB), true);
    expect(screen.getByText(/sent in parts and picks up where it stopped/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));

    const { options } = await startedUpload();
    expect(options.endpoint).toBe(new URL('/api/uploads/resumable', window.location.href).href);
    expect(options.metadata).toMatchObject({
      title: 'A long evening',
      instrumentation: 'vocals_only',
      filename: 'evening.mp3',
      filetype: 'audio/mpeg',
    });
    expect(options).toMatchObject({
      chunkSize: 8 * MB,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(options.retryDelays).toEqual([0, 1000, 3000, 5000, 10_000, 20_000]);

    act(() => options.onProgress?.(1.5 * MB, 3 * MB));
    expect(await screen.findByText('50%')).toBeVisible();
    expect(screen.getByText(/continues by itself/)).toBeVisible();
    // The multipart route is not used; only the cover goes by XHR, once the track exists.
    expect(sent).toHaveLength(0);

    await act(async () => {
      await options.onAfterResponse?.(
        request('PATCH'),
        response(204, { 'Sada-Track-Id': trackId }),
      );
      options.onSuccess?.({ lastResponse: response(204, {}) });
    });
    expect(await screen.findByText('Processing goes on if you leave this page.')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: `/api/me/tracks/${trackId}/cover` });
    expect((sent[0]?.body as FormData).get('cover')).toBeInstanceOf(File);
  });

  it('offers to go on with an earlier upload of the same file, from where it stopped', async () => {
    serve();
    tus.state.previous = (options) => [
      {
        size: 3 * MB,
        metadata: (options as UploadOptions).metadata ?? {},
        creationTime: '2026-11-27T10:00:00.000Z',
        urlStorageKey: 'tus::earlier',
        uploadUrl: '/api/uploads/resumable/earlier',
        parallelUploadUrls: null,
      } satisfies PreviousUpload,
    ];
    renderPage();
    const user = await fillIn(mp3Of(3 * MB));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    const { upload, options } = await startedUpload();
    expect(upload.resumedFrom).toMatchObject({ uploadUrl: '/api/uploads/resumable/earlier' });

    await act(async () => {
      const offset = String(Math.ceil(0.48 * 3 * MB));
      await options.onAfterResponse?.(
        request('HEAD'),
        response(200, { 'Upload-Offset': offset, 'Upload-Length': String(3 * MB) }),
      );
    });
    expect(await screen.findByText('Resuming your earlier upload from 48%.')).toBeVisible();
    expect(screen.getByText('48%')).toBeVisible();
  });

  it('does not resume an earlier upload sent with other details', async () => {
    serve();
    tus.state.previous = () => [
      {
        size: 3 * MB,
        metadata: { title: 'Another title' },
        creationTime: '2026-11-27T10:00:00.000Z',
        urlStorageKey: 'tus::other',
        uploadUrl: '/api/uploads/resumable/other',
        parallelUploadUrls: null,
      } satisfies PreviousUpload,
    ];
    renderPage();
    const user = await fillIn(mp3Of(3 * MB));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    const { upload } = await startedUpload();
    expect(upload.resumedFrom).toBeNull();
  });

  it('cancelling ends the upload on the server and brings the form back', async () => {
    serve();
    renderPage();
    const user = await fillIn(mp3Of(3 * MB));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    const { upload } = await startedUpload();
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(upload.aborts).toEqual([true]);
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Publish Track' })).toBeEnabled();
  });

  it('waits while offline and goes on when the connection is back', async () => {
    serve();
    renderPage();
    const user = await fillIn(mp3Of(3 * MB));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    const { upload } = await startedUpload();

    setOnline(false);
    expect(
      await screen.findByText(
        'Connection lost — the upload will continue when you are back online.',
      ),
    ).toBeVisible();
    expect(upload.aborts).toEqual([false]);

    setOnline(true);
    await waitFor(() => expect(upload.started).toBe(2));
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
  });

  it("shows the server's words when the upload is refused", async () => {
    serve();
    renderPage();
    const user = await fillIn(mp3Of(3 * MB));
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    const { options } = await startedUpload();
    act(() =>
      options.onError?.(
        new tus.FakeDetailedError(
          'tus: unexpected response',
          response(413, {}, 'Audio too long. Maximum length is 240 minutes.'),
        ) as unknown as Error,
      ),
    );
    expect(
      await screen.findByText('Audio too long. Maximum length is 240 minutes.', { exact: false }),
    ).toBeVisible();
  });

  it('refuses a file over the long-upload limit in the ordinary words', async () => {
    serve();
    renderPage();
    await screen.findByText('MP3, WAV, M4A or OGG. Max 2MB.');
    expect(screen.getByText(/Larger files, up to 4MB, are sent in parts/)).toBeVisible();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose audio'), mp3Of(4 * MB + 1, 'huge.mp3'));
    expect(
      await screen.findByText('File size too large. Maximum size is 4MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('huge.mp3')).not.toBeInTheDocument();
  });

  it('holds a long file to the longest length of long uploads', async () => {
    serve();
    renderPage();
    await fillIn(mp3Of(3 * MB));
    const player = await screen.findByLabelText(/evening\.mp3/);
    Object.defineProperty(player, 'duration', { value: 31 * 60 });
    fireEvent.loadedMetadata(player);
    expect(screen.queryByText(/Audio too long/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Track' })).toBeEnabled();
  });
});

describe('an ordinary upload', () => {
  it('still goes to the form route as one request', async () => {
    serve();
    const sent = stubXhr(() => ({
      status: 201,
      body: { track: { ...withCover, coverUrl: null } },
    }));
    renderPage();
    const user = await fillIn(mp3Of(MB, 'short.mp3'));
    expect(screen.queryByText(/sent in parts and picks up/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Track' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/uploads/tracks' });
    expect(tus.state.uploads).toHaveLength(0);
  });
});
