import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { SleepTimerMenu } from './sleep-timer-menu';

describe('SleepTimerMenu', () => {
  it('sets a timer in minutes and counts it down on its button', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(1)]);
    renderWithProviders(<SleepTimerMenu />);
    await user.click(screen.getByRole('button', { name: 'Sleep timer' }));
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      'End of track',
    ]);
    await user.click(screen.getByRole('menuitem', { name: '15 minutes' }));
    expect(playerStore.getState().sleepTimer?.kind).toBe('at');
    const trigger = await screen.findByRole('button', { name: 'Sleep timer: Stops in 15:00' });
    expect(trigger).toHaveTextContent('15:00');
  });

  it('stops at the end of the track, and can be turned off', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks([makeTrack(1)]);
    renderWithProviders(<SleepTimerMenu />);
    await user.click(screen.getByRole('button', { name: 'Sleep timer' }));
    await user.click(screen.getByRole('menuitem', { name: 'End of track' }));
    const trigger = screen.getByRole('button', {
      name: 'Sleep timer: Stops at the end of this track',
    });
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Turn off the timer' }));
    expect(playerStore.getState().sleepTimer).toBeNull();
  });
});
