export interface RecentPlaylist {
  id: string;
  name: string;
  coverUrl: string | null;
}

export interface RecentPlaylistsState {
  playlists: RecentPlaylist[];
  isPending: boolean;
}

/** How many of the user's own playlists the sidebar lists (spec 000 §9). */
export const RECENT_PLAYLISTS_LIMIT = 5;

const none: RecentPlaylist[] = [];

/**
 * The signed-in user's newest playlists for the sidebar's "Recently Created" list. The playlists
 * API does not exist yet, so this is empty; it becomes a query on it (limit 5, newest first).
 */
export function useRecentPlaylists(): RecentPlaylistsState {
  return { playlists: none, isPending: false };
}
