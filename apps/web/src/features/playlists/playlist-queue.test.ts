import type { PlaylistEntry } from '@sada/contracts/playlists';
import { describe, expect, it } from 'vitest';

import { playlistQueue } from './playlist-queue';
import { makeEntry } from './test-entries';

const titles = (queue: ReturnType<typeof playlistQueue>) =>
  queue?.tracks.map((track) => track.title);

describe('the queue a playlist plays', () => {
  const entries: PlaylistEntry[] = [
    makeEntry(1),
    makeEntry(2, { outsideRule: true }),
    makeEntry(3),
    makeEntry(4, { outsideRule: true }),
    makeEntry(5),
  ];

  it('leaves out the entries outside the rule and starts at the first', () => {
    const queue = playlistQueue(entries);
    expect(titles(queue)).toEqual(['Track 1', 'Track 3', 'Track 5']);
    expect(queue?.startIndex).toBe(0);
  });

  it('played from a row, starts at that entry among those left', () => {
    const queue = playlistQueue(entries, makeEntry(5).entryId);
    expect(titles(queue)).toEqual(['Track 1', 'Track 3', 'Track 5']);
    expect(queue?.startIndex).toBe(2);
  });

  it('finds the row by its entry when a track is in the playlist twice', () => {
    const again = { ...makeEntry(1), entryId: '00000000-0000-4000-8000-0000000000ff' };
    const queue = playlistQueue([makeEntry(1), makeEntry(3), again], again.entryId);
    expect(queue?.startIndex).toBe(2);
  });

  it('plays nothing from a row outside the rule', () => {
    expect(playlistQueue(entries, makeEntry(2).entryId)).toBeNull();
  });

  it('plays nothing when every entry is outside the rule, or there are none', () => {
    expect(playlistQueue([makeEntry(1, { outsideRule: true })])).toBeNull();
    expect(playlistQueue([])).toBeNull();
  });
});
