import type { OwnPlaylist } from '@sada/contracts/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PlaylistFormValues } from '../playlist-form';
import {
  addTrackToPlaylist,
  createPlaylist,
  invalidatePlaylists,
  uploadPlaylistCover,
} from './playlists';

interface CreateInput {
  values: PlaylistFormValues;
  cover: File | null;
  /** A track to put in it straight away. */
  trackId: string | null;
}

interface Created {
  playlist: OwnPlaylist;
  /** Why the cover could not be stored; the playlist exists without it. */
  coverError: string | null;
}

/**
 * Creates the playlist, then stores its cover (the row, then the picture), then adds
 * the track it was made for.
 */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, cover, trackId }: CreateInput): Promise<Created> => {
      let playlist = await createPlaylist(values);
      let coverError: string | null = null;
      if (cover) {
        try {
          const { coverUrl } = await uploadPlaylistCover(playlist.id, cover);
          playlist = { ...playlist, coverUrl };
        } catch (error) {
          coverError = error instanceof Error ? error.message : String(error);
        }
      }
      if (trackId) {
        await addTrackToPlaylist(playlist.id, trackId);
        playlist = { ...playlist, trackCount: 1 };
      }
      return { playlist, coverError };
    },
    onSettled: () => invalidatePlaylists(queryClient),
  });
}
