import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * Asks before changes that are not saved are lost: leaving for another page of the app (a
 * dialog), or closing or reloading the tab (the browser's own question).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onOpenChange={(open) => !open && blocker.reset()}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('textEditor.leave.title')}</DialogTitle>
        <DialogDescription>{t('textEditor.leave.description')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => blocker.reset()}>
            {t('textEditor.leave.stay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed()}>
            {t('textEditor.leave.leave')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
