import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { SpeedMenu } from './speed-menu';

describe('SpeedMenu', () => {
  it('offers 0.5× to 2× in quarter steps and sets the one chosen', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(1)]);
    renderWithProviders(<SpeedMenu />);
    await user.click(screen.getByRole('button', { name: 'Speed: 1×' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1× (normal)',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    expect(screen.getByRole('menuitemradio', { name: '1× (normal)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(playerStore.getState().speed).toBe(1.5);
    expect(screen.getByRole('button', { name: 'Speed: 1.5×' })).toHaveTextContent('1.5×');
  });

  it('says the speed is kept for the kind of track when the player knows it', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(1, { contentType: 'lecture' })]);
    renderWithProviders(<SpeedMenu />);
    await user.click(screen.getByRole('button', { name: 'Speed: 1×' }));
    expect(screen.getByText('Speed for every Lecture track')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(playerStore.getState().speedMemory).toEqual({ lecture: 0.75 });
  });

  it('says the speed is kept for the series of an episode', async () => {
    const user = userEvent.setup();
    const series = { id: '00000000-0000-4000-8000-00000000e001', title: 'Seerah' };
    playerStore.getState().playTracks([makeTrack(1, { contentType: 'lecture', series })]);
    renderWithProviders(<SpeedMenu />);
    await user.click(screen.getByRole('button', { name: 'Speed: 1×' }));
    expect(screen.getByText('Speed for the series \u2068Seerah\u2069')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: '1.25×' }));
    expect(playerStore.getState().speedMemory).toEqual({ [`series:${series.id}`]: 1.25 });
  });
});
