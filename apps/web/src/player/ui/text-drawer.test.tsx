import { type TextLayer, trackText } from '@sada/contracts/text-layers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { route, serveApi } from '../../testing/fetch';
import { renderWithProviders } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { PlayerChrome } from './player-chrome';

const track = makeTrack(1, { title: 'Dawn Caravan' });
const arabic: TextLayer = {
  kind: 'original',
  language: 'ar',
  direction: 'rtl',
  synced: true,
  lines: [{ startMs: 1_000, endMs: null, text: 'سطر' }],
};

describe('the text drawer', () => {
  it('shows the current track’s text on the bar, which stays usable, until closed', async () => {
    serveApi(
      route('GET', '/tracks/:trackId/text', trackText, { trackId: track.id, layers: [arabic] }),
    );
    const user = userEvent.setup();
    playerStore.getState().playTracks([track]);
    renderWithProviders(<PlayerChrome />);
    await user.click(await screen.findByRole('button', { name: 'Text' }));
    const drawer = await screen.findByRole('dialog', { name: 'Text' });
    expect(within(drawer).getByText('Dawn Caravan')).toBeInTheDocument();
    expect(await within(drawer).findByText('سطر')).toBeInTheDocument();
    // Not modal: the bar's controls still work, and leave it open.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(playerStore.getState().playIntent).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Text' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close text' }));
    expect(playerStore.getState().textOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Text' })).toBeNull();
  });
});
