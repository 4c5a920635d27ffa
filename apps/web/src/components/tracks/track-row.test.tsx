import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { playerStore } from '../../player/state/player-store';
import { renderWithProviders, signedOutFetch } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { TrackCard } from './track-card';
import { TrackRow } from './track-row';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const track = makeTrack(1, { title: 'Dawn Caravan', durationMs: null });

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
});

afterEach(() => {
  playerStore.getState().close();
  vi.unstubAllGlobals();
});

describe('TrackRow', () => {
  it('shows the number, title, artist link and duration, and its menu adds to the queue', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(2)]);
    renderWithProviders(
      <ul>
        <TrackRow track={track} position={3} />
      </ul>,
    );
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dawn Caravan' })).toHaveAttribute(
      'href',
      `/track/${track.id}`,
    );
    expect(screen.getByText('--:--')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More options for Dawn Caravan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add to queue' }));
    expect(playerStore.getState().queue.items.map((item) => item.track.title)).toEqual([
      'Track 2',
      'Dawn Caravan',
    ]);
  });

  it('Play plays the track from elsewhere, then toggles it', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(2)]);
    renderWithProviders(
      <ul>
        <TrackRow track={track} position={1} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Play Dawn Caravan' }));
    expect(playerStore.getState().player.currentTrack?.title).toBe('Dawn Caravan');
    await user.click(screen.getByRole('button', { name: 'Pause Dawn Caravan' }));
    expect(playerStore.getState().playIntent).toBe(false);
  });
});

describe('TrackCard', () => {
  it('its Play button runs the given play action', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    renderWithProviders(<TrackCard track={track} onPlay={onPlay} />);
    await user.click(screen.getByRole('button', { name: 'Play Dawn Caravan' }));
    expect(onPlay).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Artist 1' })).toHaveAttribute(
      'href',
      `/artist/${track.artist.id}`,
    );
  });
});

describe('TrackRow menu, signed out', () => {
  it("asks to sign in from 'Add to playlist'", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ul>
        <TrackRow track={track} position={1} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'More options for Dawn Caravan' }));
    // By keyboard, as jsdom has no layout for the submenu's pointer handling.
    (await screen.findByRole('menuitem', { name: 'Add to playlist' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitem', { name: 'New playlist' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toast.error).toHaveBeenCalledWith('Please sign in', {
      description: 'You need to be signed in to add tracks to playlists',
    });
  });
});
