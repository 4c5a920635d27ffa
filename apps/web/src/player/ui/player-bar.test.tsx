import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, signedOutFetch } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { PlayerBar } from './player-bar';

vi.mock('sonner', async (importOriginal) => {
  const original = await importOriginal<typeof sonner>();
  return { ...original, toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) };
});

const tracks = [makeTrack(1, { title: 'Dawn Caravan' }), makeTrack(2, { title: 'Olive Grove' })];

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PlayerBar', () => {
  it('is not there until a track is loaded', () => {
    renderWithProviders(<PlayerBar />);
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('names every icon-only control', () => {
    playerStore.getState().playTracks(tracks, 0);
    playerStore.getState().pause();
    renderWithProviders(<PlayerBar />);
    expect(screen.getByRole('region', { name: 'Player' })).toBeInTheDocument();
    for (const name of [
      'Play',
      'Previous',
      'Next',
      'Shuffle',
      'Repeat: off',
      'Queue',
      'Like',
      'Mute',
      'Close player',
      'Streaming quality: 320 kbps',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Dawn Caravan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Artist 1' })).toHaveAttribute(
      'href',
      `/artist/${tracks[0]?.artist.id}`,
    );
  });

  it('play and pause swap their names; shuffle and repeat say their mode', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderWithProviders(<PlayerBar />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    const shuffle = screen.getByRole('button', { name: 'Shuffle' });
    expect(shuffle).toHaveAttribute('aria-pressed', 'false');
    await user.click(shuffle);
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Repeat: off' }));
    await user.click(screen.getByRole('button', { name: 'Repeat: all' }));
    const one = screen.getByRole('button', { name: 'Repeat: one' });
    expect(one).toHaveAttribute('aria-pressed', 'true');
  });

  it('the volume slider works from the keyboard and stays within 0–100', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderWithProviders(<PlayerBar />);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await user.keyboard('{ArrowRight}');
    expect(playerStore.getState().player.volume).toBe(0.76);
    await user.keyboard('{End}{ArrowRight}');
    expect(playerStore.getState().player.volume).toBe(1);
    await user.keyboard('{Home}');
    expect(playerStore.getState().player.volume).toBe(0);
  });

  it('shows the player error in place of the artist', () => {
    playerStore.getState().playTracks(tracks, 0);
    playerStore.getState().dispatch({ type: 'loadFailed' });
    renderWithProviders(<PlayerBar />);
    expect(screen.getByText('Failed to load track')).toBeInTheDocument();
  });

  it('liking while signed out asks to sign in with a destructive toast', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderWithProviders(<PlayerBar />);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(toast.error).toHaveBeenCalledWith('Please sign in', {
      description: 'You need to be signed in to like tracks',
    });
  });
});
