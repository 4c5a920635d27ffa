import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { QualityMenu } from './quality-menu';

function playing(stream: { bitrateKbps: number | null; qualities: number[] }) {
  playerStore.getState().playTracks([makeTrack(1)], 0);
  const itemId = playerStore.getState().queue.items[0]?.id ?? '';
  playerStore.getState().setStream({ itemId, ...stream });
}

describe('QualityMenu', () => {
  it('shows the bitrate that plays, not the preference', () => {
    playing({ bitrateKbps: 128, qualities: [128] });
    expect(playerStore.getState().quality).toBe(320);
    renderWithProviders(<QualityMenu />);
    expect(screen.getByRole('button', { name: 'Streaming quality: 128 kbps' })).toHaveTextContent(
      '128',
    );
  });

  it('offers only the qualities the track has', async () => {
    const user = userEvent.setup();
    playing({ bitrateKbps: 320, qualities: [320, 128] });
    renderWithProviders(<QualityMenu />);
    await user.click(screen.getByRole('button', { name: 'Streaming quality: 320 kbps' }));
    const options = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(options).toEqual(['320 kbps', '128 kbps']);
    expect(screen.getByRole('menuitemradio', { name: '320 kbps' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: '128 kbps' }));
    expect(playerStore.getState().quality).toBe(128);
  });

  it('asks for a listed quality that gives a copy below every listed one', async () => {
    const user = userEvent.setup();
    playing({ bitrateKbps: 192, qualities: [192, 64] });
    renderWithProviders(<QualityMenu />);
    await user.click(screen.getByRole('button', { name: 'Streaming quality: 192 kbps' }));
    await user.click(screen.getByRole('menuitemradio', { name: '64 kbps' }));
    // The best copy not above 96 is the 64 kbps one.
    expect(playerStore.getState().quality).toBe(96);
  });

  it('shows the one file it has when that file has no known bitrate, never the preference', async () => {
    const user = userEvent.setup();
    playing({ bitrateKbps: null, qualities: [] });
    renderWithProviders(<QualityMenu />);
    const trigger = screen.getByRole('button', { name: 'Streaming quality: Original' });
    expect(trigger).not.toHaveTextContent('320');
    await user.click(trigger);
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'Original',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Original' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('offers only the file that plays when the track lists no qualities', async () => {
    const user = userEvent.setup();
    playing({ bitrateKbps: 128, qualities: [] });
    renderWithProviders(<QualityMenu />);
    await user.click(screen.getByRole('button', { name: 'Streaming quality: 128 kbps' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '128 kbps',
    ]);
  });

  it('offers every quality as a preference before anything has loaded', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(1)], 0);
    renderWithProviders(<QualityMenu />);
    await user.click(screen.getByRole('button', { name: 'Streaming quality: 320 kbps' }));
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(5);
  });
});
