import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import { useListeningRuleDialog } from '../../components/listening-rule/dialog-store';
import { followOtherTabs } from '../../lib/listening-rule/device-rule';
import { useSession } from '../../lib/session/use-session';

// Signed in, the account's settings hold the rule this device keeps a copy of; a visitor needs the
// code only once the menu opens the dialog. Either way it loads when needed, not with every first
// visit.
const ListeningRuleQuestion = lazy(() =>
  import('./listening-rule-question').then((module) => ({
    default: module.ListeningRuleQuestion,
  })),
);

/**
 * What this browser chose to hear: the menu's dialog, the copy of the account's rule, and other
 * tabs' choices. (Asked by itself, the question is a card on Home and Browse, not here.)
 */
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
