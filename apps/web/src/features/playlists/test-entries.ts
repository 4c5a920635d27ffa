// Playlists for the playlist page's tests.
import type { PlaylistDetail, PlaylistEntry } from '@sada/contracts/playlists';

import { makeTrack } from '../../testing/tracks';

/** Entry `n` of a playlist: track `n`, inside the listener's rule unless told otherwise. */
export function makeEntry(n: number, overrides: Partial<PlaylistEntry> = {}): PlaylistEntry {
  const hex = n.toString(16).padStart(12, '0');
  return {
    entryId: `00000000-0000-4000-a000-${hex}`,
    position: n - 1,
    addedAt: '2026-01-01T00:00:00.000Z',
    track: {
      ...makeTrack(n),
      explicit: false,
      status: 'live',
      playCount: 0,
      likeCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    outsideRule: false,
    ...overrides,
  };
}

/** A public playlist of someone else's holding `entries`. */
export function makePlaylist(
  entries: PlaylistEntry[],
  overrides: Partial<PlaylistDetail> = {},
): PlaylistDetail {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Night Nasheeds',
    description: null,
    coverUrl: null,
    trackCount: entries.length,
    owner: { id: '00000000-0000-4000-8000-0000000000d2', displayName: 'Yusuf' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isPublic: true,
    collaborative: false,
    entries,
    totalDurationMs: entries.length * 120_000,
    canEdit: false,
    canAddTracks: false,
    liked: false,
    likeCount: 0,
    ...overrides,
  };
}
