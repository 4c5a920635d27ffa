import { localizeMessage } from '@sada/contracts/messages-ar';
import { uploadMessages, type MyTrack } from '@sada/contracts/uploads';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useDeleteMyTrack } from '../../components/uploads/api/my-tracks';

interface DeleteTrackDialogProps {
  track: MyTrack;
  onOpenChange: (open: boolean) => void;
}

/** Asks once before a track and its files are deleted; 'File deleted' when done. */
export function DeleteTrackDialog({ track, onOpenChange }: DeleteTrackDialogProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteMyTrack(track.id);
  const localize = (message: string) => localizeMessage(message, i18n.language);

  // Awaited rather than mutate's callbacks: the row, and this dialog with it, goes as the track
  // leaves the list, and the toast must still come.
  const handleDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(localize(uploadMessages.fileDeleted));
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('myTracks.deleteFailed'), { description: localize(message) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('myTracks.deleteTitle', { title: track.title })}</DialogTitle>
        <DialogDescription>{t('myTracks.deleteDescription')}</DialogDescription>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={remove.isPending}
            variant="destructive"
            onClick={() => void handleDelete()}
          >
            {t('myTracks.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
