import { localizeMessage } from '@sada/contracts/messages-ar';
import type { MyTrack } from '@sada/contracts/uploads';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useUpdateMyTrack } from '../../components/uploads/api/my-tracks';
import { TrackDetailsFields } from '../../components/uploads/track-details-fields';
import {
  detailsOf,
  trackDetailsResolver,
  trackUpdateOf,
  type TrackDetailsInput,
  type TrackDetailsValues,
} from '../../components/uploads/track-details-form';

interface EditTrackDialogProps {
  track: MyTrack;
  onOpenChange: (open: boolean) => void;
}

/**
 * Edits a track's details (PATCH), starting from the artist's edit waiting for review if there is
 * one. The edit of a live track is reviewed before listeners see it.
 */
export function EditTrackDialog({ track, onOpenChange }: EditTrackDialogProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMyTrack(track.id);
  const form = useForm<TrackDetailsInput, unknown, TrackDetailsValues>({
    resolver: trackDetailsResolver,
    defaultValues: detailsOf({ ...track, ...track.pendingChanges }),
  });
  const pending = update.isPending;

  const submit = form.handleSubmit((values) =>
    update.mutate(trackUpdateOf(values), {
      onSuccess: () => {
        toast.success(t('myTracks.saved'));
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t('myTracks.saveFailed'), {
          description: localizeMessage(error.message, i18n.language),
        }),
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>{t('myTracks.editTitle')}</DialogTitle>
        <DialogDescription>{t('myTracks.editDescription')}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-6">
          <TrackDetailsFields form={form} disabled={pending} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('myTracks.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
