import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Sheet } from '../../components/ui/sheet';
import { renderWithProviders, signedOutFetch } from '../../testing/render';
import { makeTrack } from '../../testing/tracks';
import { playerStore } from '../state/player-store';
import { QueueDrawer } from './queue-drawer';

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

// jsdom lays nothing out: the queue's scroller is given a height and each row one, so the list
// knows how many rows fit in view (600 px of 48 px rows: about a dozen).
const VIEW_PX = 600;
const ROW_PX = 48;
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get: () => VIEW_PX,
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => ROW_PX,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

const queueTitles = () => playerStore.getState().queue.items.map((item) => item.track.title);

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

  it('renders only the rows in view of a long queue, each knowing its place', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => makeTrack(i + 1));
    playerStore.getState().playTracks(many, 0);
    renderDrawer();
    expect(screen.getByText('2000 songs')).toBeInTheDocument();
    const rows = screen.getAllByTestId('queue-item');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
  });

  it('Space, the arrows and Space move an item, and say where it is', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    const status = within(screen.getByRole('dialog', { name: 'Queue' })).getByRole('status');
    screen.getByRole('button', { name: 'Move Dawn Caravan' }).focus();
    await user.keyboard(' ');
    expect(status).toHaveTextContent('Dawn Caravan is now at position 1 of 3.');
    expect(screen.getByRole('button', { name: 'Move Dawn Caravan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveTextContent('Dawn Caravan is now at position 2 of 3.');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // The last place is as far as it goes.
    expect(status).toHaveTextContent('Dawn Caravan is now at position 3 of 3.');
    expect(screen.getByRole('button', { name: 'Move Dawn Caravan' })).toHaveFocus();
    await user.keyboard(' ');
    expect(status).toHaveTextContent('Dropped Dawn Caravan at position 3 of 3.');
    expect(queueTitles()).toEqual(['Olive Grove', 'Evening Lanterns', 'Dawn Caravan']);
    // The playing item moved with its track: it is still the one playing.
    expect(playerStore.getState().player.currentTrack?.title).toBe('Dawn Caravan');
    // Without a lifted item, the arrows move nothing.
    await user.keyboard('{ArrowUp}');
    expect(queueTitles()).toEqual(['Olive Grove', 'Evening Lanterns', 'Dawn Caravan']);
  });

  it('Escape puts a lifted item back and leaves the drawer open', async () => {
    const user = userEvent.setup();
    playerStore.getState().playTracks(tracks, 0);
    renderDrawer();
    screen.getByRole('button', { name: 'Move Evening Lanterns' }).focus();
    await user.keyboard(' {ArrowUp}{ArrowUp}');
    expect(queueTitles()).toEqual(['Evening Lanterns', 'Dawn Caravan', 'Olive Grove']);
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Moving Evening Lanterns was cancelled.',
    );
    expect(queueTitles()).toEqual(['Dawn Caravan', 'Olive Grove', 'Evening Lanterns']);
    expect(screen.getByRole('dialog', { name: 'Queue' })).toBeInTheDocument();
  });

  it('moves an item by keyboard past the rows that were in view, keeping focus on it', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 200 }, (_, i) => makeTrack(i + 1));
    playerStore.getState().playTracks(many, 0);
    renderDrawer();
    // A dozen rows in view and eight beyond: 30 places down is past every row rendered at first.
    expect(screen.queryByRole('button', { name: 'Move Track 32' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Move Track 2' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}'.repeat(30));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Track 2 is now at position 32 of 200.',
    );
    const handle = screen.getByRole('button', { name: 'Move Track 2' });
    expect(handle).toHaveFocus();
    expect(handle.closest('li')).toHaveAttribute('aria-posinset', '32');
    await user.keyboard(' ');
    expect(queueTitles().indexOf('Track 2')).toBe(31);
    expect(queueTitles().slice(0, 3)).toEqual(['Track 1', 'Track 3', 'Track 4']);
  }, 20_000);
});
