import type { PlaylistDetail } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { PlaylistForm } from '../../components/playlists/playlist-form';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { useUpdatePlaylist } from './api/edit-playlist';

interface EditPlaylistDialogProps {
  playlist: PlaylistDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The owner renames the playlist, edits its description and flags, or gives it a new cover. */
export function EditPlaylistDialog({ playlist, open, onOpenChange }: EditPlaylistDialogProps) {
  const { t } = useTranslation();
  const update = useUpdatePlaylist(playlist.id);
  const handleOpenChange = (next: boolean) => {
    if (!update.isPending) onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          if (update.isPending) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (update.isPending) event.preventDefault();
        }}
      >
        <DialogTitle>{t('playlist.editTitle')}</DialogTitle>
        {/* Mounted only while open, so every opening starts from the playlist as it is. */}
        {open ? (
          <PlaylistForm
            defaultValues={{
              name: playlist.name,
              description: playlist.description ?? '',
              isPublic: playlist.isPublic,
              collaborative: playlist.collaborative,
            }}
            coverUrl={playlist.coverUrl}
            submitLabel={t('playlist.save')}
            pending={update.isPending}
            onCancel={() => handleOpenChange(false)}
            onSubmit={(values, cover) =>
              update.mutate(
                { values, cover },
                {
                  onSuccess: () => {
                    toast.success(t('playlist.saved'));
                    onOpenChange(false);
                  },
                  onError: (error) =>
                    toast.error(t('common.error'), { description: error.message }),
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
