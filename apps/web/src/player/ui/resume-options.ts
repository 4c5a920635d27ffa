import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { formattersFor } from '../../lib/i18n/format';
import { i18n } from '../../lib/i18n/i18n';
import { sessionQueryOptions } from '../../lib/session/use-session';
import { continueListeningKey } from '../api/continue-listening-key';
import type { ResumeOptions } from '../engine/player-engine';
import { playerStore } from '../state/player-store';

/**
 * What the keeper of places in long tracks needs from the app: whether someone is signed in (the
 * session the app already holds), a hint when a track resumes, with a way back to the start, and
 * Continue listening marked out of date by every save.
 */
export function resumeOptions(queryClient: QueryClient): ResumeOptions {
  return {
    // The session the app holds (signing in or out refreshes it), asked for only if it has none.
    signedIn: async () => (await queryClient.ensureQueryData(sessionQueryOptions)).user !== null,
    onResumed: (seconds) => {
      const time = formattersFor(i18n.language).duration(seconds * 1000);
      toast(i18n.t('longForm.resume.resumedAt', { time }), {
        id: 'resumed',
        action: {
          label: i18n.t('longForm.resume.startOver'),
          onClick: () => playerStore.getState().seek(0),
        },
      });
    },
    onSaved: (reason) =>
      void queryClient.invalidateQueries({
        queryKey: continueListeningKey,
        // While it plays the list is refreshed when next shown; a pause or a new track shows at once.
        refetchType: reason === 'tick' ? 'none' : 'active',
      }),
  };
}
