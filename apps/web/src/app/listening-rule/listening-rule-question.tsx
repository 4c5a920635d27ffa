import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import {
  closeListeningRuleDialog,
  useListeningRuleDialog,
} from '../../components/listening-rule/dialog-store';
import { useListeningRule } from '../../components/listening-rule/use-listening-rule';
import { applyDeviceRule } from '../../lib/listening-rule/device-rule';
import type { SessionUser } from '../../lib/session/session-user';

// The dialog, its radios and the contract's check load when it is to be shown.
const ListeningRuleDialog = lazy(() =>
  import('./listening-rule-dialog').then((module) => ({ default: module.ListeningRuleDialog })),
);

/**
 * 'What would you like to hear?' as a dialog, opened from the menu by anyone; and, for a
 * signed-in listener, this device's copy of the rule they saved. The dialog never opens by
 * itself: a listener who has not chosen is asked by a card on Home and Browse
 * (components/listening-rule/listening-rule-card.tsx), which does not stand in their way.
 */
export function ListeningRuleQuestion({ user }: { user: SessionUser | null }) {
  const queryClient = useQueryClient();
  const fromMenu = useListeningRuleDialog((state) => state.open);
  const question = useListeningRule(user);

  const { saved } = question;
  // The device keeps a copy of the account's rule: it applies in this browser after signing out.
  useEffect(() => {
    if (saved) void applyDeviceRule(queryClient, saved);
  }, [queryClient, saved]);

  if (!fromMenu) return null;
  return (
    <Suspense fallback={null}>
      <ListeningRuleDialog
        open
        initialRule={question.initialRule}
        onDevice={user === null}
        saving={question.saving}
        ready={question.ready}
        unavailable={question.unavailable}
        onSave={(rule) => question.save(rule, closeListeningRuleDialog)}
        onNotNow={closeListeningRuleDialog}
      />
    </Suspense>
  );
}
