import type { OwnPlaylist } from '@sada/contracts/playlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListMusic, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { useSession } from '../../lib/session/use-session';
import { DropdownMenuItem, DropdownMenuSeparator } from '../ui/dropdown-menu';
import { addTrackToPlaylist, invalidatePlaylists, myPlaylistsQueryOptions } from './api/playlists';
import { openCreatePlaylist } from './create-playlist-store';

/** How many of the caller's playlists "Add to playlist" offers, last changed first. */
const MENU_PLAYLISTS = 50;

function useAddToPlaylist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playlist, trackId }: { playlist: OwnPlaylist; trackId: string }) =>
      addTrackToPlaylist(playlist.id, trackId),
    onSuccess: (_entry, { playlist }) =>
      toast.success(t('playlists.add.added', { name: playlist.name })),
    onError: (error) => toast.error(t('common.error'), { description: error.message }),
    onSettled: (_entry, _error, { playlist }) => invalidatePlaylists(queryClient, playlist.id),
  });
}

/**
 * The items of an "Add to playlist" menu: a new playlist that will hold the track, then the
 * caller's playlists. Signed out, one item that asks to sign in.
 */
export function AddToPlaylistItems({ trackId }: { trackId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useQuery({
    ...myPlaylistsQueryOptions('updated', MENU_PLAYLISTS),
    enabled: user !== null,
  });
  const add = useAddToPlaylist();

  if (!user) {
    return (
      <DropdownMenuItem
        onSelect={() =>
          toast.error(t('tracks.signInTitle'), { description: t('playlists.add.signIn') })
        }
      >
        <Plus aria-hidden />
        {t('playlists.add.new')}
      </DropdownMenuItem>
    );
  }

  const playlists = query.data?.playlists ?? [];
  return (
    <>
      <DropdownMenuItem onSelect={() => openCreatePlaylist(trackId)}>
        <Plus aria-hidden />
        {t('playlists.add.new')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      {query.isPending ? (
        <DropdownMenuItem disabled>{t('app.loading')}</DropdownMenuItem>
      ) : query.isError ? (
        <DropdownMenuItem disabled>{t('playlists.add.loadError')}</DropdownMenuItem>
      ) : playlists.length === 0 ? (
        <DropdownMenuItem disabled>{t('nav.noPlaylists')}</DropdownMenuItem>
      ) : (
        playlists.map((playlist) => (
          <DropdownMenuItem
            key={playlist.id}
            onSelect={() => add.mutate({ playlist, trackId })}
            className="max-w-72"
          >
            <ListMusic aria-hidden />
            <span dir="auto" className="truncate">
              {playlist.name}
            </span>
          </DropdownMenuItem>
        ))
      )}
    </>
  );
}
