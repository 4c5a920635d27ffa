import { moderationTrack, type ModerationTrack } from '@sada/contracts/moderation';
import { streamUrl } from '@sada/contracts/streaming';
import type { TextLayer } from '@sada/contracts/text-layers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '../../lib/session/session-user';
import { sessionQueryKey } from '../../lib/session/use-session';
import { route, serveApi } from '../../testing/fetch';
import { playedTo, stubMediaPlayback } from '../../testing/media';
import { testListener } from '../../testing/session-user';
import { lineAtTime, lineTime } from './review-text';
import { reviewTrack } from './test-data';
import { TrackReviewPanel } from './track-review-panel';

const label: SessionUser = { ...testListener, role: 'label', labelVerified: true };

const original: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [
    { startMs: 1000, endMs: null, text: 'السطر الأول' },
    { startMs: 12_500, endMs: 15_000, text: 'السطر الثاني' },
  ],
};

const translation: TextLayer = {
  kind: 'translation',
  language: 'en',
  direction: 'ltr',
  synced: false,
  lines: [{ startMs: null, endMs: null, text: 'The first line' }],
};

function renderPanel(track: ModerationTrack) {
  serveApi(
    route('GET', '/moderation/tracks/:id', moderationTrack, track),
    route('GET', '/tracks/:id/stream-url', streamUrl, {
      url: `/api/stream/${track.id}?sig=x`,
      expiresAt: '2099-01-01T00:00:00.000Z',
      mimeType: 'audio/mpeg',
      bitrateKbps: 128,
      qualities: [128],
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { user: label });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrackReviewPanel trackId={track.id} onDecided={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let media: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  media = stubMediaPlayback();
});
afterEach(() => media.restore());

describe('the text beside the audio', () => {
  it('shows each layer with its kind and language, its lines with their times, in its direction', async () => {
    renderPanel(reviewTrack(1, { textLayers: [original, translation] }));
    const text = await screen.findByRole('region', { name: 'Text' });
    const arabic = within(text).getByRole('region', { name: /Original · Arabic/ });
    expect(within(arabic).getByRole('list')).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByRole('list')).toHaveAttribute('lang', 'ar');
    expect(within(arabic).getAllByRole('listitem')[1]).toHaveTextContent('0:12.50السطر الثاني');
    const english = within(text).getByRole('region', { name: /Translation · English/ });
    expect(within(english).getByRole('list')).toHaveAttribute('dir', 'ltr');
    expect(within(english).queryByRole('button')).toBeNull();
  });

  it("plays the track from a line's time, and lights the line playing", async () => {
    renderPanel(reviewTrack(2, { textLayers: [original] }));
    const audio = await screen.findByTestId<HTMLAudioElement>('review-audio');
    await waitFor(() => expect(audio).toHaveAttribute('src'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play from 0:12.50' }));
    expect(audio.currentTime).toBe(12.5);
    expect(media.play).toHaveBeenCalled();
    playedTo(audio, 13);
    const lines = within(screen.getByRole('region', { name: /Original/ })).getAllByRole('listitem');
    await waitFor(() => expect(lines[1]).toHaveAttribute('aria-current', 'true'));
  });

  it('says when the track has no text', async () => {
    renderPanel(reviewTrack(3));
    const text = await screen.findByRole('region', { name: 'Text' });
    expect(within(text).getByText('No text')).toBeVisible();
  });

  it('shows a live track’s proposed text beside the approved one', async () => {
    renderPanel(
      reviewTrack(4, {
        status: 'live',
        textLayers: [original],
        pendingChanges: { textLayers: [original, translation] },
      }),
    );
    const changes = await screen.findByRole('region', { name: 'Changes to review' });
    const row = within(changes).getByRole('row', { name: /Text/ });
    const [approved, proposed] = within(row).getAllByRole('cell');
    expect(within(approved as HTMLElement).getAllByRole('region')).toHaveLength(1);
    expect(within(proposed as HTMLElement).getAllByRole('region')).toHaveLength(2);
    expect(within(proposed as HTMLElement).getByText('The first line')).toBeVisible();
  });

  it('shows a removal of the text as no text proposed', async () => {
    renderPanel(
      reviewTrack(5, {
        status: 'live',
        textLayers: [original],
        pendingChanges: { textLayers: null },
      }),
    );
    const changes = await screen.findByRole('region', { name: 'Changes to review' });
    const [, proposed] = within(within(changes).getByRole('row', { name: /Text/ })).getAllByRole(
      'cell',
    );
    expect(proposed).toHaveTextContent('No text');
  });
});

describe('times and the line playing', () => {
  it('writes m:ss.xx', () => {
    const number = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en', options).format(value);
    expect(lineTime(72_340, number)).toBe('1:12.34');
  });

  it('finds the line playing, none before the first or after a line has ended', () => {
    expect(lineAtTime(original.lines, 500)).toBe(-1);
    expect(lineAtTime(original.lines, 1000)).toBe(0);
    expect(lineAtTime(original.lines, 14_000)).toBe(1);
    expect(lineAtTime(original.lines, 15_000)).toBe(-1);
  });
});
