import { appPages } from '@sada/contracts/app-pages';
import type { ListeningRule } from '@sada/contracts/instrumentation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';

import { settingsQueryOptions, useSaveSettings } from '../../components/profile/api/profile';
import { applyDeviceRule, useDeviceRule } from '../../lib/listening-rule/device-rule';
import type { SessionUser } from '../../lib/session/session-user';
import { closeListeningRuleDialog, useListeningRuleDialog } from './dialog-store';

// The dialog, its radios and the contract's check load when it is to be shown.
const ListeningRuleDialog = lazy(() =>
  import('./listening-rule-dialog').then((module) => ({ default: module.ListeningRuleDialog })),
);

/** Whose 'Not now' this browser session remembers (an account id). */
export const NOT_NOW_KEY = 'sada.listeningRule.notNow';

function readNotNow(): string | null {
  try {
    return sessionStorage.getItem(NOT_NOW_KEY);
  } catch {
    return null;
  }
}

function writeNotNow(userId: string): void {
  try {
    sessionStorage.setItem(NOT_NOW_KEY, userId);
  } catch {
    // Storage can be unavailable (private mode): the question waits until the next page load.
  }
}

/**
 * 'What would you like to hear?'. Asked by itself, once a session, of a signed-in listener who has
 * not chosen (decision 014: every account starts without a rule), except on the sign-in page;
 * opened from the menu by anyone. A visitor's choice stays on this device; a listener's is saved
 * with their settings, the rest of which go back as they were.
 */
export function ListeningRuleQuestion({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const fromMenu = useListeningRuleDialog((state) => state.open);
  const deviceRule = useDeviceRule((state) => state.rule);
  const settings = useQuery({
    ...settingsQueryOptions,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  const save = useSaveSettings();
  const [notNowFor, setNotNowFor] = useState(readNotNow);

  const saved = user ? settings.data?.preferences.listeningRule : undefined;
  // The device keeps a copy of the account's rule: it applies in this browser after signing out.
  useEffect(() => {
    if (saved) void applyDeviceRule(queryClient, saved);
  }, [queryClient, saved]);

  const asking =
    user !== null && saved === null && notNowFor !== user.id && pathname !== appPages.auth;
  if (!fromMenu && !asking) return null;

  const handleNotNow = () => {
    if (asking) {
      writeNotNow(user.id);
      setNotNowFor(user.id);
    }
    closeListeningRuleDialog();
  };

  const handleSave = (rule: ListeningRule) => {
    if (!user) {
      void applyDeviceRule(queryClient, rule);
      toast.success(t('listeningRule.saved'));
      closeListeningRuleDialog();
      return;
    }
    if (!settings.data) return;
    const { preferences } = settings.data;
    save.mutate(
      { ...settings.data, preferences: { ...preferences, listeningRule: rule } },
      {
        onSuccess: () => {
          toast.success(t('listeningRule.saved'));
          closeListeningRuleDialog();
        },
        onError: (error) => toast.error(t('settings.saveFailed'), { description: error.message }),
      },
    );
  };

  return (
    <Suspense fallback={null}>
      <ListeningRuleDialog
        open
        initialRule={user ? (saved ?? deviceRule) : deviceRule}
        onDevice={user === null}
        saving={save.isPending}
        ready={user === null || settings.isSuccess}
        unavailable={user && settings.isError ? t('listeningRule.unavailable') : null}
        onSave={handleSave}
        onNotNow={handleNotNow}
      />
    </Suspense>
  );
}
