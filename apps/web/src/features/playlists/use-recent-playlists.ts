import type { OwnPlaylist } from '@sada/contracts/playlists';
import { useQuery } from '@tanstack/react-query';

import { myPlaylistsQueryOptions } from '../../components/playlists/api/playlists';
import { useSession } from '../../lib/session/use-session';

/** How many of the user's own playlists the sidebar lists. */
export const RECENT_PLAYLISTS_LIMIT = 5;

const none: OwnPlaylist[] = [];

/** The signed-in user's newest playlists, for the sidebar's "Recently Created". */
export function useRecentPlaylists() {
  const { user } = useSession();
  const query = useQuery({
    ...myPlaylistsQueryOptions('created', RECENT_PLAYLISTS_LIMIT),
    enabled: user !== null,
  });
  return { playlists: user ? (query.data?.playlists ?? none) : none, isPending: query.isPending };
}
