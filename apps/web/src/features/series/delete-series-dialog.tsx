import { localizeMessage } from '@sada/contracts/messages-ar';
import type { SeriesSummary } from '@sada/contracts/series';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useDeleteSeries } from './api/my-series';

interface DeleteSeriesDialogProps {
  series: SeriesSummary;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** Asks once before a series is deleted; its episodes stay as tracks. */
export function DeleteSeriesDialog({ series, onOpenChange, onDeleted }: DeleteSeriesDialogProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteSeries(series.id);

  // Awaited rather than mutate's callbacks: the row, and this dialog with it, goes as the series
  // leaves the list, and the toast must still come.
  const handleDelete = async () => {
    try {
      const { message } = await remove.mutateAsync();
      toast.success(message);
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('series.mine.deleteFailed'), {
        description: localizeMessage(message, i18n.language),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('series.mine.deleteTitle', { title: series.title })}</DialogTitle>
        <DialogDescription>{t('series.mine.deleteDescription')}</DialogDescription>
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={remove.isPending}
            variant="destructive"
            onClick={() => void handleDelete()}
          >
            {t('series.mine.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
