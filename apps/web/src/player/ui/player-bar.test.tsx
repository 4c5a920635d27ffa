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
      'Text',
      'Repeat to memorise',
      'More player options',
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

  it('the Text button opens and closes the text', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderWithProviders(<PlayerBar />);
    const text = screen.getByRole('button', { name: 'Text' });
    expect(text).toHaveAttribute('aria-expanded', 'false');
    await user.click(text);
    expect(playerStore.getState().textOpen).toBe(true);
    expect(text).toHaveAttribute('aria-expanded', 'true');
    await user.click(text);
    expect(playerStore.getState().textOpen).toBe(false);
  });

  it('shows a repeat while it runs, stopped with one click', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    playerStore.getState().setMarks(3, 8);
    renderWithProviders(<PlayerBar />);
    expect(screen.getByText('A–B · 1/∞')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop repeating' }));
    expect(playerStore.getState().practice).toBeNull();
    expect(screen.queryByText('A–B · 1/∞')).toBeNull();
  });

  it('a speed other than 1× and a running sleep timer show on the bar', () => {
    playerStore.getState().playTracks(tracks, 0);
    playerStore.getState().setSpeed(1.25);
    playerStore.getState().setSleepTimer({ kind: 'endOfTrack' });
    renderWithProviders(<PlayerBar />);
    expect(screen.getByRole('button', { name: 'Speed: 1.25×' })).not.toHaveClass('hidden');
    expect(
      screen.getByRole('button', { name: 'Sleep timer: Stops at the end of this track' }),
    ).not.toHaveClass('hidden');
  });

  it('copies a link to the track at the moment playing', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      playerStore.getState().playTracks(tracks, 0);
      playerStore.getState().dispatch({ type: 'metadataLoaded', duration: 120 });
      playerStore.getState().dispatch({ type: 'timeUpdate', currentTime: 83.6 });
      renderWithProviders(<PlayerBar />);
      await user.click(screen.getByRole('button', { name: 'More player options' }));
      await user.click(screen.getByRole('menuitem', { name: 'Copy link at current time' }));
      const link = `${window.location.origin}/track/${tracks[0]?.id}?t=83`;
      expect(writeText).toHaveBeenCalledWith(link);
      expect(toast.success).toHaveBeenCalledWith('Link copied', { description: link });
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says so when the link cannot be copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      playerStore.getState().playTracks(tracks, 0);
      renderWithProviders(<PlayerBar />);
      await user.click(screen.getByRole('button', { name: 'More player options' }));
      await user.click(screen.getByRole('menuitem', { name: 'Copy link at current time' }));
      expect(toast.error).toHaveBeenCalledWith("Couldn't copy the link", {
        description: `${window.location.origin}/track/${tracks[0]?.id}`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('the More menu works from the keyboard: speed and sleep timer in submenus', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderWithProviders(<PlayerBar />);
    screen.getByRole('button', { name: 'More player options' }).focus();
    // Opened from the keyboard, the menu's first item (Speed) has the focus.
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menuitemradio', { name: '1× (normal)' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(playerStore.getState().speed).toBe(1.25);
    screen.getByRole('button', { name: 'More player options' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await screen.findByRole('menuitem', { name: '15 minutes' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(playerStore.getState().sleepTimer?.kind).toBe('at');
    // Two submenus opened key by key: slow on a loaded two-core machine.
  }, 15_000);
});
