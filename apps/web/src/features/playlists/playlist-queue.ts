import type { PlaylistEntry } from '@sada/contracts/playlists';

export interface PlaylistQueue {
  tracks: PlaylistEntry['track'][];
  /** Where in `tracks` playing starts. */
  startIndex: number;
}

/**
 * What Play queues from a playlist: its entries in order, less those outside what the listener
 * chose to hear (the server gives no stream link for them). From the entry `fromEntryId` when a
 * row is played (by entry, as a track may be in a playlist twice), else from the first. Null
 * when there is nothing to play, or the row played is itself outside.
 */
export function playlistQueue(
  entries: readonly PlaylistEntry[],
  fromEntryId?: string,
): PlaylistQueue | null {
  const playable = entries.filter((entry) => !entry.outsideRule);
  const startIndex =
    fromEntryId === undefined ? 0 : playable.findIndex((entry) => entry.entryId === fromEntryId);
  if (playable.length === 0 || startIndex === -1) return null;
  return { tracks: playable.map((entry) => entry.track), startIndex };
}
