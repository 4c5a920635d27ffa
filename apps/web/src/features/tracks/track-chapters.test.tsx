import { currentItem } from '@sada/player-core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { renderWithProviders } from '../../testing/render';
import { testTrack } from './test-track';
import { TrackChapters } from './track-chapters';

const track = testTrack({
  durationMs: 1_800_000,
  contentType: 'lecture',
  chapters: [
    { title: 'Opening', startMs: 0 },
    { title: 'Questions', startMs: 750_000 },
  ],
});

describe("the track page's chapters", () => {
  it('play the track from the chapter chosen', async () => {
    renderWithProviders(<TrackChapters track={track} />);
    expect(screen.getByRole('heading', { name: 'Chapters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play from 12:30: Questions' }));
    const state = playerStore.getState();
    expect(currentItem(state.queue)?.track).toMatchObject({ id: track.id, contentType: 'lecture' });
    expect(state.seekRequest?.time).toBe(750);
    expect(state.playIntent).toBe(true);
  });

  it('from the very start is a choice too: no saved place moves it', async () => {
    renderWithProviders(<TrackChapters track={track} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play from 0:00: Opening' }));
    expect(playerStore.getState().seekRequest?.time).toBe(0);
  });

  it('on the playing track move it there and mark the chapter playing', async () => {
    playerStore.getState().playTrack(track);
    playerStore.getState().pause();
    renderWithProviders(<TrackChapters track={track} />);
    act(() => {
      playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 1_800 });
      playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 10 });
    });
    const opening = screen.getByRole('button', { name: 'Play from 0:00: Opening' });
    expect(opening).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Play from 12:30: Questions' }));
    expect(playerStore.getState().queue.items).toHaveLength(1);
    expect(playerStore.getState().player.currentTime).toBe(750);
    expect(playerStore.getState().playIntent).toBe(true);
    expect(screen.getByRole('button', { name: 'Play from 12:30: Questions' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('are not there for a track without them, or one outside the listening rule', () => {
    const { unmount } = renderWithProviders(<TrackChapters track={testTrack()} />);
    expect(screen.queryByRole('heading', { name: 'Chapters' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TrackChapters track={{ ...track, outsideRule: true }} />);
    expect(screen.queryByRole('heading', { name: 'Chapters' })).not.toBeInTheDocument();
  });
});
