import type { AdminUser } from '@sada/contracts/admin';
import { roles, type Role } from '@sada/contracts/enums';
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
import { NativeSelect } from '../../../components/ui/native-select';
import { useChangeRole } from './api';

interface RoleControlProps {
  user: AdminUser;
  /** The signed-in admin's own account: its role cannot be changed here. */
  isSelf: boolean;
}

/**
 * The account's role. Choosing another asks first (a keyboard's arrows on a closed select would
 * otherwise change it at once); the change applies from the account's next request.
 */
export function RoleControl({ user, isSelf }: RoleControlProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<Role | null>(null);
  const change = useChangeRole();

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync({ userId: user.id, role: pending });
      toast.success(
        t('adminUsers.role.changed', { name: user.displayName, role: t(`roles.${pending}`) }),
      );
      setPending(null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(t('adminUsers.role.failed'), {
        description: localizeMessage(message, i18n.language),
      });
    }
  };

  return (
    <div className="w-full space-y-1 sm:w-44">
      <label htmlFor={id} className="block text-xs font-semibold text-muted-foreground">
        {t('adminUsers.role.label')}
      </label>
      <NativeSelect
        id={id}
        value={user.role}
        disabled={isSelf || change.isPending}
        aria-describedby={isSelf ? `${id}-self` : undefined}
        onChange={(event) => setPending(event.target.value as Role)}
        className="h-10"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </NativeSelect>
      {isSelf ? (
        <p id={`${id}-self`} className="text-xs text-muted-foreground">
          {t('adminUsers.role.self')}
        </p>
      ) : null}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent role="alertdialog">
          <DialogTitle>
            {t('adminUsers.role.confirmTitle', {
              name: user.displayName,
              role: pending ? t(`roles.${pending}`) : '',
            })}
          </DialogTitle>
          <DialogDescription>
            {t('adminUsers.role.confirmDescription', {
              from: t(`roles.${user.role}`),
            })}
          </DialogDescription>
          {pending === 'label' ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {t('adminUsers.role.labelUnverified')}
            </p>
          ) : null}
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={change.isPending} onClick={() => setPending(null)}>
              {t('common.cancel')}
            </Button>
            <Button loading={change.isPending} onClick={() => void handleConfirm()}>
              {t('adminUsers.role.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
