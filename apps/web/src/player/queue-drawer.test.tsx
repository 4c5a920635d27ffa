import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Sheet } from '../components/ui/sheet';
import { playerStore } from './player-store';
import { QueueDrawer } from './queue-drawer';
import { renderWithProviders, signedOutFetch } from './test-render';
import { makeTrack } from './test-tracks';

const tracks = [
  makeTrack(1, { title: 'Dawn Caravan', durationMs: 185_000 }),
  makeTrack(2, { title: 'Olive Grove', durationMs: null }),
  makeTrack(3, { title: 'Evening Lanterns', durationMs: 3_500_000 }),
];

function renderDrawer() {
  return renderWithProviders(
    <Sheet open>
      <QueueDrawer />
    </Sheet>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
});

afterEach(() => {
  playerStore.getState().close();
  vi.unstubAllGlobals();
});

describe('QueueDrawer', () => {
  it('shows the counts, the total and each duration, with the current track marked', () => {
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Queue' });
    expect(within(dialog).getByText('3 songs')).toBeInTheDocument();
    expect(within(dialog).getByText('Up next: 2 songs')).toBeInTheDocument();
    // 185 s + unknown + 3,500 s = 61m 25s
    expect(within(dialog).getByText('1h 1m')).toBeInTheDocument();

    const items = within(dialog).getAllByTestId('queue-item');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('3:05')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('--:--')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('58:20')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('a short queue totals in minutes only', () => {
    playerStore.getState().playTracks(tracks.slice(0, 2), 1);
    renderDrawer();
    expect(screen.getByText('Up next: 0 songs')).toBeInTheDocument();
    expect(screen.getByText('3m')).toBeInTheDocument();
  });

  it('removes an item with its remove button', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Remove Olive Grove from queue' }));
    expect(screen.queryByText('Olive Grove')).not.toBeInTheDocument();
    expect(screen.getByText('2 songs')).toBeInTheDocument();
    expect(playerStore.getState().queue.items.map((item) => item.track.title)).toEqual([
      'Dawn Caravan',
      'Evening Lanterns',
    ]);
  });

  it('clicking an item makes it current', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    await user.click(screen.getByText('Evening Lanterns'));
    expect(playerStore.getState().player.currentTrack?.title).toBe('Evening Lanterns');
    expect(screen.getAllByTestId('queue-item')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('every item has a drag handle that screen readers know as sortable', () => {
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    for (const { title } of tracks) {
      const handle = screen.getByRole('button', { name: `Move ${title}` });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    }
  });

  it("'Clear Queue' empties it and shows the empty state", async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Clear Queue' }));
    expect(screen.getByText('Queue is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some songs to get started')).toBeInTheDocument();
    expect(screen.getByText('0 songs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Queue' })).not.toBeInTheDocument();
  });
});
