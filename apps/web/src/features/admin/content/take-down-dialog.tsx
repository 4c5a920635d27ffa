import {
  TAKE_DOWN_REASON_MAX_LENGTH,
  takeDownBody,
  type AdminTrack,
} from '@sada/contracts/admin-console';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { fieldControlClasses } from '../../../components/ui/input';
import { useTakeDownTrack } from './api/track-actions';

interface TakeDownDialogProps {
  track: AdminTrack;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason the artist will see, then takes the track off the catalog. */
export function TakeDownDialog({ track, onOpenChange }: TakeDownDialogProps) {
  const { t, i18n } = useTranslation();
  const takeDown = useTakeDownTrack(track.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const localize = (message: string) => localizeMessage(message, i18n.language);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = takeDownBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await takeDown.mutateAsync(parsed.data.reason);
      toast.success(t('adminContent.takenDownToast', { title: track.title }));
      onOpenChange(false);
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      toast.error(t('adminContent.actionFailed'), { description: localize(message) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !takeDown.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>{t('adminContent.takeDownTitle', { title: track.title })}</DialogTitle>
        <DialogDescription>{t('adminContent.takeDownDescription')}</DialogDescription>
        <form noValidate className="mt-6 space-y-6" onSubmit={(e) => void handleSubmit(e)}>
          <FormField
            label={t('adminContent.reasonLabel')}
            hint={t('adminContent.reasonHint')}
            error={error}
          >
            {(field) => (
              <textarea
                {...field}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                maxLength={TAKE_DOWN_REASON_MAX_LENGTH}
                disabled={takeDown.isPending}
                dir="auto"
                className={`${fieldControlClasses} h-auto resize-y py-2.5`}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={takeDown.isPending}
              onClick={() => onOpenChange(false)}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={takeDown.isPending}>
              {t('adminContent.takeDown')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
