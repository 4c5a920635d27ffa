import type { PlaylistDetail } from '@sada/contracts/playlists';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n/i18n';
import { playerStore } from '../../player/state/player-store';
import { renderWithProviders, signedOutFetch } from '../../testing/render';
import { PlaylistEntries } from './playlist-entries';
import { PlaylistHeader } from './playlist-header';
import { makeEntry, makePlaylist } from './test-entries';

const entries = [
  makeEntry(1),
  makeEntry(2, { outsideRule: true }),
  makeEntry(3),
  makeEntry(4, { outsideRule: true }),
];

function renderPage(playlist: PlaylistDetail) {
  return renderWithProviders(
    <>
      <PlaylistHeader playlist={playlist} />
      <PlaylistEntries playlist={playlist} />
    </>,
  );
}

const queuedTitles = () => playerStore.getState().queue.items.map((item) => item.track.title);
const rowOf = (title: string) => {
  const row = screen.getByRole('link', { name: title }).closest('li');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

beforeEach(() => {
  vi.stubGlobal('fetch', signedOutFetch());
});

afterEach(async () => {
  playerStore.getState().close();
  await changeLanguage('en');
});

describe.each([
  ['a playlist of someone else', false],
  ["the owner's playlist", true],
])('on %s, entries outside the listening rule', (_name, canEdit) => {
  const playlist = makePlaylist(entries, { canEdit });

  it('are greyed, say why, and cannot be played', () => {
    renderPage(playlist);
    const outside = rowOf('Track 2');
    expect(within(outside).getByText('Not in what you chose to hear')).toBeInTheDocument();
    const play = within(outside).getByRole('button', { name: 'Play Track 2' });
    expect(play).toBeDisabled();
    expect(play).toHaveAccessibleDescription('Not in what you chose to hear');
    expect(within(outside).getByRole('link', { name: 'Track 2' })).toHaveClass('opacity-50');

    const inside = rowOf('Track 1');
    expect(within(inside).queryByText('Not in what you chose to hear')).not.toBeInTheDocument();
    expect(within(inside).getByRole('button', { name: 'Play Track 1' })).toBeEnabled();
  });

  it("are left out of the queue that a row's Play builds", async () => {
    const user = userEvent.setup();
    renderPage(playlist);
    await user.click(screen.getByRole('button', { name: 'Play Track 3' }));
    expect(queuedTitles()).toEqual(['Track 1', 'Track 3']);
    expect(playerStore.getState().player.currentTrack?.title).toBe('Track 3');
  });

  it("are left out of the queue that the playlist's Play builds", async () => {
    const user = userEvent.setup();
    renderPage(playlist);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(queuedTitles()).toEqual(['Track 1', 'Track 3']);
    expect(playerStore.getState().player.currentTrack?.title).toBe('Track 1');
  });

  it('cannot be added to the queue from their menu', async () => {
    const user = userEvent.setup();
    renderPage(playlist);
    await user.click(screen.getByRole('button', { name: 'More options for Track 2' }));
    const add = await screen.findByRole('menuitem', { name: 'Add to queue' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('a playlist with nothing inside the listening rule', () => {
  it('cannot be played, though it lists its tracks', () => {
    renderPage(makePlaylist([makeEntry(2, { outsideRule: true })]));
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Track 2' })).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  it('gives the reason in Arabic', async () => {
    await changeLanguage('ar');
    renderPage(makePlaylist(entries));
    expect(within(rowOf('Track 2')).getByText('ليس ضمن ما اخترت أن تسمع')).toBeInTheDocument();
  });
});
