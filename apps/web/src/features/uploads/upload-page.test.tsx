import { genreList } from '@sada/contracts/catalog';
import { myArtistProfile, uploadLimits } from '@sada/contracts/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { changeLanguage } from '../../lib/i18n/i18n';
import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { apiError, route, serveApi } from '../../testing/fetch';
import { testListener } from '../../testing/session-user';
import { UploadPage } from './upload-page';
import { uploadFailureMessage } from './use-track-upload';

const artist: SessionUser = {
  ...testListener,
  id: '00000000-0000-4000-8000-0000000000bb',
  email: 'artist@sada.test',
  displayName: 'Demo Artist',
  role: 'artist',
};

const profile = {
  id: '00000000-0000-4000-8000-0000000000cc',
  name: 'Bilal Rahman',
  bio: null,
  avatarUrl: null,
  verified: false,
  monthlyListeners: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const invalidType = 'Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.';

const MB = 1024 * 1024;

const usage = { lastHour: 3, perHour: 20, processing: 1, maxProcessing: 2 };

function serve(
  artistProfile: typeof profile | null,
  maxAudioMb = 50,
  uploads: typeof usage | 'error' = usage,
  maxLongAudioMb = 1024,
) {
  return serveApi(
    route('GET', '/me/artist-profile', myArtistProfile, { artistProfile }),
    route(
      'GET',
      '/uploads/limits',
      uploadLimits,
      uploads === 'error'
        ? apiError(500, 'internal', 'Internal error')
        : {
            maxAudioBytes: maxAudioMb * MB,
            maxAudioMb,
            maxImageBytes: 5 * MB,
            maxDurationSeconds: 30 * 60,
            maxLongAudioBytes: maxLongAudioMb * MB,
            maxLongAudioMb,
            maxLongDurationSeconds: 240 * 60,
            storage: { usedBytes: 1536 * MB, quotaBytes: 5120 * MB },
            uploads,
          },
    ),
    route('GET', '/genres', genreList, {
      genres: [{ slug: 'nasheed', name: 'Nasheed', description: null, color: null }],
    }),
  );
}

function renderPage(user: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UploadPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  URL.revokeObjectURL = () => undefined;
});

describe('UploadPage', () => {
  it('asks a signed-out visitor to sign in, fetching nothing', () => {
    const fetchMock = serve(null);
    renderPage(null);
    expect(screen.getByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('guides an artist without an artist profile to create one', async () => {
    serve(null);
    renderPage(artist);
    expect(await screen.findByRole('heading', { name: 'Your artist profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Artist name')).toHaveValue('Demo Artist');
    expect(screen.queryByRole('button', { name: 'Publish Track' })).not.toBeInTheDocument();
  });

  it('tells a listener that uploading is for artists', async () => {
    serve(null);
    renderPage(testListener);
    expect(await screen.findByText('Uploading is for artist accounts')).toBeInTheDocument();
  });

  it('keeps Publish Track disabled until there is audio and a title', async () => {
    serve(profile);
    renderPage(artist);
    const publish = await screen.findByRole('button', { name: 'Publish Track' });
    expect(publish).toBeDisabled();
    expect(screen.getByLabelText('Language')).toHaveValue('arabic');
    expect(screen.getByLabelText('Content type')).toHaveValue('nasheed');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Morning Light');
    expect(publish).toBeDisabled();
    const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])], 'light.mp3', {
      type: 'audio/mpeg',
    });
    await user.upload(screen.getByLabelText('Choose audio'), mp3);
    expect(await screen.findByText('light.mp3')).toBeInTheDocument();
    expect(publish).toBeEnabled();

    await user.clear(screen.getByLabelText('Title'));
    expect(publish).toBeDisabled();
  });

  it("shows the artist's storage quota and upload limits", async () => {
    serve(profile);
    renderPage(artist);
    const quota = await screen.findByRole('region', { name: 'Your uploads' });
    expect(await within(quota).findByText('Storage: 1.5 GB of 5 GB used')).toBeInTheDocument();
    expect(within(quota).getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'value',
      String(1536 * MB),
    );
    expect(within(quota).getByText('Each track may last up to 30 minutes.')).toBeInTheDocument();
    expect(
      within(quota).getByText('A large file, sent in parts, may last up to 240 minutes.'),
    ).toBeInTheDocument();
    expect(within(quota).getByText('3 of 20 uploads in the last hour')).toBeInTheDocument();
    expect(within(quota).getByText('1 of 2 uploads processing now')).toBeInTheDocument();
  });

  it('takes the noun of each upload limit from the maximum, not from what is used', async () => {
    serve(profile, 50, { lastHour: 0, perHour: 1, processing: 0, maxProcessing: 1 });
    renderPage(artist);
    const quota = await screen.findByRole('region', { name: 'Your uploads' });
    expect(await within(quota).findByText('0 of 1 upload in the last hour')).toBeInTheDocument();
    expect(within(quota).getByText('0 of 1 upload processing now')).toBeInTheDocument();
  });

  it('writes the upload limits with the Arabic number forms of the maximum', async () => {
    await changeLanguage('ar');
    try {
      serve(profile);
      renderPage(artist);
      const quota = await screen.findByRole('region', { name: 'عمليات الرفع الخاصة بك' });
      expect(
        await within(quota).findByText('٣ من ٢٠ عملية رفع في الساعة الأخيرة'),
      ).toBeInTheDocument();
      expect(within(quota).getByText('١ من عمليتَي رفع قيد المعالجة الآن')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('offers to load the upload limits again when they could not be loaded', async () => {
    const fetchMock = serve(profile, 50, 'error');
    renderPage(artist);
    const quota = await screen.findByRole('region', { name: 'Your uploads' });
    const alert = await within(quota).findByRole('alert');
    expect(alert).toHaveTextContent('Your upload limits could not be loaded.');
    const asked = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/uploads/limits'),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/uploads/limits'))
          .length,
      ).toBeGreaterThan(asked.length),
    );
  });

  it('refuses audio longer than the longest upload as soon as its length is known', async () => {
    serve(profile);
    renderPage(artist);
    const publish = await screen.findByRole('button', { name: 'Publish Track' });
    await screen.findByText('Each track may last up to 30 minutes.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'A long evening');
    const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0])], 'long.mp3', {
      type: 'audio/mpeg',
    });
    await user.upload(screen.getByLabelText('Choose audio'), mp3);
    const player = await screen.findByLabelText(/long\.mp3/);
    Object.defineProperty(player, 'duration', { value: 31 * 60 });
    fireEvent.loadedMetadata(player);
    expect(await screen.findByText('Audio too long. Maximum length is 30 minutes.')).toBeVisible();
    expect(publish).toBeDisabled();
  });

  it('refuses a text file named .mp3 and a picture, with the spec messages', async () => {
    serve(profile);
    renderPage(artist);
    await screen.findByRole('button', { name: 'Publish Track' });
    const user = userEvent.setup({ applyAccept: false });

    const text = new File(['just some notes'], 'notes.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Choose audio'), text);
    expect(await screen.findByText(invalidType)).toBeInTheDocument();
    expect(screen.queryByText('notes.mp3')).not.toBeInTheDocument();

    const picture = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose audio'), picture);
    expect(await screen.findByText(invalidType)).toBeInTheDocument();

    const gif = new File(['gif'], 'cover.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Choose a cover'), gif);
    expect(
      await screen.findByText('Invalid image file type. Please upload JPEG, PNG, or WebP files.'),
    ).toBeInTheDocument();
  });

  it('holds the audio to the limit the admin has set, and says which', async () => {
    serve(profile, 2, usage, 2);
    renderPage(artist);
    expect(await screen.findByText('MP3, WAV, M4A or OGG. Max 2MB.')).toBeInTheDocument();
    const user = userEvent.setup();
    const big = new File([new Uint8Array(2 * MB + 1)], 'long.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Choose audio'), big);
    expect(
      await screen.findByText('File size too large. Maximum size is 2MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('long.mp3')).not.toBeInTheDocument();
  });

  it('picks the genre from the content type until the artist chooses one', async () => {
    serve(profile);
    renderPage(artist);
    await screen.findByRole('button', { name: 'Publish Track' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Content type'), 'lecture');
    expect(screen.getByLabelText('Genre')).toHaveValue('islamic_lecture');
    await user.selectOptions(screen.getByLabelText('Content type'), 'dua');
    expect(screen.getByLabelText('Genre')).toHaveValue('dhikr');
  });
});

describe('uploadFailureMessage', () => {
  it("uses the server's message, else 'Failed to upload audio file'", () => {
    expect(uploadFailureMessage(new ApiError(413, 'audio_too_large', 'Too big'))).toBe('Too big');
    expect(
      uploadFailureMessage(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', 'offline')),
    ).toBe('Failed to upload audio file');
    expect(uploadFailureMessage(new Error('boom'))).toBe('Failed to upload audio file');
  });
});
