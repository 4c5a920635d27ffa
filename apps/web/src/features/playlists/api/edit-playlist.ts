import type { PlaylistDetail, PlaylistUpdate } from '@sada/contracts/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import {
  invalidatePlaylists,
  playlistKeys,
  uploadPlaylistCover,
} from '../../../components/playlists/api/playlists';
import { api } from '../../../lib/api';

const path = (id: string) => `/playlists/${encodeURIComponent(id)}`;

/** Shows a failure as the 'Error' toast with the server's message. */
function useErrorToast() {
  const { t } = useTranslation();
  return (error: Error) => toast.error(t('common.error'), { description: error.message });
}

/** PATCH the details, then the new cover if one was chosen. */
export function useUpdatePlaylist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, cover }: { values: PlaylistUpdate; cover: File | null }) => {
      await api.patch(path(id), values);
      if (cover) await uploadPlaylistCover(id, cover);
    },
    onSettled: () => invalidatePlaylists(queryClient, id),
  });
}

export function useDeletePlaylist(id: string) {
  const queryClient = useQueryClient();
  const onError = useErrorToast();
  return useMutation({
    mutationFn: () => api.delete(path(id)),
    onSuccess: () => queryClient.removeQueries({ queryKey: playlistKeys.detail(id) }),
    onError,
    onSettled: () => invalidatePlaylists(queryClient),
  });
}

/**
 * Removing and moving entries show at once in the cached playlist and are rolled back, with
 * the 'Error' toast, when the server refuses.
 */
function useEntryChange<V>(
  id: string,
  send: (variables: V) => Promise<unknown>,
  apply: (playlist: PlaylistDetail, variables: V) => PlaylistDetail,
) {
  const queryClient = useQueryClient();
  const onError = useErrorToast();
  const key = playlistKeys.detail(id);
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlaylistDetail>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError(error);
    },
    onSettled: () => invalidatePlaylists(queryClient, id),
  });
}

export function useRemoveEntry(id: string) {
  return useEntryChange(
    id,
    (entryId: string) => api.delete(`${path(id)}/entries/${encodeURIComponent(entryId)}`),
    (playlist, entryId) => {
      const entries = playlist.entries.filter((entry) => entry.entryId !== entryId);
      const removed = playlist.entries.length - entries.length;
      return {
        ...playlist,
        entries,
        trackCount: Math.max(0, playlist.trackCount - removed),
        totalDurationMs: entries.reduce((sum, entry) => sum + (entry.track.durationMs ?? 0), 0),
      };
    },
  );
}

interface Move {
  entryId: string;
  /** Index in the list the page shows. */
  from: number;
  to: number;
}

/** Moves an entry to where the entry at `to` is; the server counts positions over all entries. */
export function useMoveEntry(id: string) {
  const queryClient = useQueryClient();
  const send = ({ entryId, to }: Move) => {
    const playlist = queryClient.getQueryData<PlaylistDetail>(playlistKeys.detail(id));
    const position = playlist?.entries[to]?.position ?? to;
    return api.put(`${path(id)}/entries/${encodeURIComponent(entryId)}/position`, { position });
  };
  return useEntryChange(id, send, (playlist, { from, to }) => {
    const entries = [...playlist.entries];
    const [moved] = entries.splice(from, 1);
    if (moved) entries.splice(to, 0, moved);
    const positions = playlist.entries.map((entry) => entry.position);
    return {
      ...playlist,
      entries: entries.map((entry, index) => ({ ...entry, position: positions[index] ?? index })),
    };
  });
}
