import { SUSPEND_REASON_MAX_LENGTH, type AdminUser } from '@sada/contracts/admin';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { fieldControlClasses } from '../../../components/ui/input';
import { useRestoreUser, useSuspendUser } from './api';

interface SuspendDialogProps {
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
}

/** Asks before suspending an account (with an optional reason) or restoring it, naming whom. */
export function SuspendDialog({ user, onOpenChange }: SuspendDialogProps) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  // What was asked when the dialog opened, even once the list shows the change.
  const [restoring] = useState(user.suspended);
  const pending = suspend.isPending || restore.isPending;

  const handleConfirm = async () => {
    try {
      if (restoring) {
        await restore.mutateAsync(user.id);
        toast.success(t('adminUsers.suspension.restored', { name: user.displayName }));
      } else {
        await suspend.mutateAsync({ userId: user.id, reason: reason.trim() || undefined });
        toast.success(t('adminUsers.suspension.suspended', { name: user.displayName }));
      }
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('adminUsers.suspension.failed'), {
        description: localizeMessage(message, i18n.language),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogTitle>
          {restoring
            ? t('adminUsers.suspension.restoreTitle', { name: user.displayName })
            : t('adminUsers.suspension.suspendTitle', { name: user.displayName })}
        </DialogTitle>
        <DialogDescription>
          {restoring
            ? t('adminUsers.suspension.restoreDescription', { email: user.email })
            : t('adminUsers.suspension.suspendDescription', { email: user.email })}
        </DialogDescription>
        {restoring ? null : (
          <div className="mt-5 space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-semibold">
              {t('adminUsers.suspension.reason')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={SUSPEND_REASON_MAX_LENGTH}
              disabled={pending}
              dir="auto"
              className={`${fieldControlClasses} h-auto resize-y py-2.5`}
            />
          </div>
        )}
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={restoring ? 'primary' : 'destructive'}
            loading={pending}
            onClick={() => void handleConfirm()}
          >
            {restoring ? t('adminUsers.suspension.restore') : t('adminUsers.suspension.suspend')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
