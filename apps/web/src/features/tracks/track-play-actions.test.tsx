import { meResponse } from '@sada/contracts/session';
import { type TextLayer, trackText } from '@sada/contracts/text-layers';
import { trackDetail, type TrackDetail } from '@sada/contracts/tracks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { route, serveApi } from '../../testing/fetch';
import { makeTrack } from '../../testing/tracks';
import { testTrack } from './test-track';
import { TrackPage } from './track-page';

const arabic: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [
    { startMs: 1_000, endMs: null, text: 'السطر الأول' },
    { startMs: 4_000, endMs: null, text: 'السطر الثاني' },
  ],
};

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderTrackPage(track: TrackDetail, search = '') {
  serveApi(
    route('GET', '/me', meResponse, { user: null }),
    route('GET', '/tracks/:trackId', trackDetail, track),
    route('GET', '/tracks/:trackId/text', trackText, { trackId: track.id, layers: [arabic] }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/track/${track.id}${search}`]}>
        <Routes>
          <Route
            path="/track/:id"
            element={
              <>
                <TrackPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const play = () => screen.findByRole('button', { name: 'Play' });

describe('a link to a moment of the track', () => {
  it("says where Play starts, and starts there, with the track's kind", async () => {
    const user = renderTrackPage(testTrack({ contentType: 'lecture' }), '?t=83');
    const button = await play();
    expect(button).toHaveAccessibleDescription('Starts at 1:23');
    await user.click(button);
    const state = playerStore.getState();
    expect(state.player.currentTrack?.title).toBe('Harbour Lights');
    expect(state.player.currentTrack?.contentType).toBe('lecture');
    expect(state.seekRequest?.time).toBe(83);
    // Used once: the page's address loses it, and Play plays and pauses again.
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.queryByText('Starts at 1:23')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('moves the current track there rather than pausing it', async () => {
    const track = testTrack();
    playerStore.getState().playTrack(track);
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 95 });
    const user = renderTrackPage(track, '?t=1:10');
    await user.click(await play());
    expect(playerStore.getState().seekRequest?.time).toBe(70);
    expect(playerStore.getState().playIntent).toBe(true);
  });

  it('ignores a moment past the end of the track', async () => {
    renderTrackPage(testTrack({ durationMs: 60_000 }), '?t=83');
    expect(await play()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Starts at/)).toBeNull();
  });
});

describe('the track page for listening to learn', () => {
  it('shows the text when the track has some', async () => {
    renderTrackPage(testTrack({ hasText: true }));
    const section = await screen.findByRole('region', { name: 'Text' });
    expect(await within(section).findByText('السطر الأول')).toBeInTheDocument();
  });

  it('has no text section without text', async () => {
    renderTrackPage(testTrack({ hasText: false }));
    await play();
    expect(screen.queryByRole('region', { name: 'Text' })).toBeNull();
  });

  it('offers the link at the current time only while the track is current', async () => {
    const track = testTrack();
    renderTrackPage(track);
    await play();
    expect(screen.queryByRole('button', { name: 'Copy link at current time' })).toBeNull();
    playerStore.getState().playTracks([makeTrack(5)]);
    playerStore.getState().playTrack(track);
    expect(
      await screen.findByRole('button', { name: 'Copy link at current time' }),
    ).toBeInTheDocument();
  });
});
