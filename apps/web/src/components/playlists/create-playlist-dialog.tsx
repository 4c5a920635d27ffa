import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { useCreatePlaylist } from './api/create-playlist';
import { useCreatePlaylistDialog } from './create-playlist-store';
import { PlaylistForm } from './playlist-form';

/**
 * Create Playlist: closed, open, submitting. It cannot be closed while submitting, and
 * the form starts empty again after closing or creating. A new playlist opens at once, unless
 * it was made for a track ("Add to playlist"), which it then holds.
 */
export function CreatePlaylistDialog() {
  const { t } = useTranslation();
  const open = useCreatePlaylistDialog((state) => state.open);
  const trackId = useCreatePlaylistDialog((state) => state.trackId);
  const onOpenChange = useCreatePlaylistDialog((state) => state.setOpen);
  const navigate = useNavigate();
  const create = useCreatePlaylist();
  // A new key mounts a fresh form: the reset on close and on success.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    onOpenChange(false);
    setFormKey((key) => key + 1);
  };
  const handleOpenChange = (next: boolean) => {
    if (next) onOpenChange(true);
    else if (!create.isPending) close();
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        onEscapeKeyDown={(event) => {
          if (create.isPending) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (create.isPending) event.preventDefault();
        }}
      >
        <DialogTitle>{t('playlists.create.title')}</DialogTitle>
        <DialogDescription>{t('playlists.create.description')}</DialogDescription>
        <PlaylistForm
          key={formKey}
          submitLabel={t('playlists.create.submit')}
          pending={create.isPending}
          onCancel={() => handleOpenChange(false)}
          onSubmit={(values, cover) =>
            create.mutate(
              { values, cover, trackId },
              {
                onSuccess: ({ playlist, coverError }) => {
                  toast.success(t('playlists.create.success'), {
                    description: t('playlists.create.created', { name: playlist.name }),
                  });
                  if (coverError) {
                    toast.error(t('playlists.coverFailed', { message: coverError }));
                  }
                  close();
                  if (trackId) {
                    toast.success(t('playlists.add.added', { name: playlist.name }));
                  } else {
                    void navigate(`/playlist/${playlist.id}`);
                  }
                },
                onError: (error) =>
                  toast.error(t('common.error'), {
                    description: error.message || t('playlists.create.failed'),
                  }),
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
