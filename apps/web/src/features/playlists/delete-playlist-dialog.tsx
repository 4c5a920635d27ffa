import type { PlaylistDetail } from '@sada/contracts/playlists';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useDeletePlaylist } from './api/edit-playlist';

interface DeletePlaylistDialogProps {
  playlist: PlaylistDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks once before the playlist and its cover are deleted, then goes to the library. */
export function DeletePlaylistDialog({ playlist, open, onOpenChange }: DeletePlaylistDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePlaylist(playlist.id);

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('playlist.deleteTitle', { name: playlist.name })}</DialogTitle>
        <DialogDescription>{t('playlist.deleteDescription')}</DialogDescription>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={remove.isPending}
            variant="destructive"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('playlist.deleted', { name: playlist.name }));
                  void navigate('/library');
                },
              })
            }
          >
            {t('playlist.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
