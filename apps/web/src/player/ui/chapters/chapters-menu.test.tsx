import { trackDetail, type TrackDetail } from '@sada/contracts/tracks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';

import { route, serveApi } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeTrack } from '../../../testing/tracks';
import { playerStore } from '../../state/player-store';
import { PlayerBar } from '../player-bar';

const track = makeTrack(1, { title: 'A long lecture', durationMs: 1_000_000 });
const chapters = [
  { title: 'Opening', startMs: 0 },
  { title: 'The first verses', startMs: 250_000 },
  { title: 'Questions', startMs: 750_000 },
];

function detail(values: Partial<TrackDetail> = {}): TrackDetail {
  return {
    ...track,
    explicit: false,
    status: 'live',
    playCount: 0,
    likeCount: 0,
    createdAt: '2026-02-10T10:00:00.000Z',
    lyrics: null,
    hasText: false,
    chapters,
    language: 'arabic',
    contentType: 'lecture',
    instrumentation: 'spoken_word',
    outsideRule: false,
    review: { state: 'under_review' },
    audioFormat: 'mp3',
    genre: { slug: 'lectures', name: 'Lectures' },
    recitation: null,
    ...values,
  };
}

/** The audio is in and has played to `seconds`. */
function playedTo(seconds: number) {
  act(() => {
    playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 1000 });
    playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: seconds });
  });
}

describe("the current track's chapters in the player bar", () => {
  it('marks where each starts on the progress bar and names the one playing', async () => {
    serveApi(route('GET', '/tracks/:trackId', trackDetail, detail()));
    playerStore.getState().playTracks([track]);
    renderWithProviders(<PlayerBar />);
    playedTo(300);
    expect(await screen.findByTestId('player-chapter')).toHaveTextContent('The first verses');
    const marks = screen.getAllByTestId('chapter-mark');
    expect(marks.map((mark) => mark.style.insetInlineStart)).toEqual(['25%', '75%']);
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '5:00 of 16:40, The first verses',
    );
    playedTo(800);
    expect(screen.getByTestId('player-chapter')).toHaveTextContent('Questions');
  });

  it('lists them in a menu that jumps to the one chosen, by keyboard too', async () => {
    const user = userEvent.setup();
    serveApi(route('GET', '/tracks/:trackId', trackDetail, detail()));
    playerStore.getState().playTracks([track]);
    playerStore.getState().pause();
    renderWithProviders(<PlayerBar />);
    playedTo(300);
    await user.click(await screen.findByRole('button', { name: 'Chapters' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Play from 0:00: Opening',
      'Play from 4:10: The first verses',
      'Play from 12:30: Questions',
    ]);
    expect(items[1]).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(playerStore.getState().seekRequest?.time).toBe(750));
    expect(playerStore.getState().playIntent).toBe(true);
  });

  it('shows nothing of them for a track without chapters', async () => {
    const stub = serveApi(route('GET', '/tracks/:trackId', trackDetail, detail({ chapters: [] })));
    playerStore.getState().playTracks([track]);
    renderWithProviders(<PlayerBar />);
    playedTo(300);
    await waitFor(() => expect(stub).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Chapters' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chapter-mark')).not.toBeInTheDocument();
    expect(screen.queryByTestId('player-chapter')).not.toBeInTheDocument();
  });
});
