import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import { followOtherTabs } from '../../lib/listening-rule/device-rule';
import { useSession } from '../../lib/session/use-session';
import { useListeningRuleDialog } from './dialog-store';

// Signed in, the account's settings say whether to ask; a visitor is asked only from the menu.
// Either way the code that asks loads when it may be needed, not with every first visit.
const ListeningRuleQuestion = lazy(() =>
  import('./listening-rule-question').then((module) => ({
    default: module.ListeningRuleQuestion,
  })),
);

/** What this browser chose to hear: the question, the menu's dialog, and other tabs' choices. */
export function ListeningRuleRoot() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const fromMenu = useListeningRuleDialog((state) => state.open);

  useEffect(() => followOtherTabs(queryClient), [queryClient]);

  if (!user && !fromMenu) return null;
  return (
    <Suspense fallback={null}>
      <ListeningRuleQuestion user={user} />
    </Suspense>
  );
}
