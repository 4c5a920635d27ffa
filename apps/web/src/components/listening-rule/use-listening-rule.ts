import type { ListeningRule } from '@sada/contracts/instrumentation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { create } from 'zustand';

import { applyDeviceRule, useDeviceRule } from '../../lib/listening-rule/device-rule';
import type { SessionUser } from '../../lib/session/session-user';
import { settingsQueryOptions, useSaveSettings } from '../profile/api/profile';

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
    // Storage can be unavailable (private mode): the store below still remembers it until the
    // next page load.
  }
}

/**
 * The account that said 'Not now' in this tab. A store rather than each card's state: Home and
 * Browse each mount their own card, and the answer holds across them even without storage.
 */
export const useListeningRuleNotNow = create<{ userId: string | null }>()(() => ({
  userId: readNotNow(),
}));

export interface ListeningRuleAnswer {
  /**
   * Whether to ask by itself: a signed-in listener who has not chosen (decision 014: every
   * account starts without a rule) and has not said 'Not now' in this session.
   */
  asking: boolean;
  /** The account's saved rule; undefined for a visitor or until the settings are in. */
  saved: ListeningRule | null | undefined;
  /** The rule to mark when the question is shown: the one in force, if one was chosen. */
  initialRule: ListeningRule | null;
  saving: boolean;
  /** False while what Save needs is loading (the account's settings). */
  ready: boolean;
  /** Why saving is not possible now (the account's settings did not load), if it is not. */
  unavailable: string | null;
  /** Saves `rule`; `onSaved` runs once it is saved. A failure is told in a toast. */
  save: (rule: ListeningRule, onSaved?: () => void) => void;
  /** 'Not now': not asked again by itself in this browser session. */
  notNow: () => void;
}

/**
 * 'What would you like to hear?' for `user` (null for a visitor): whether to ask, and the answer.
 * A visitor's choice stays on this device; a listener's is saved with their settings, the rest of
 * which go back as they were (and useSaveSettings keeps a copy on the device and asks every list
 * again).
 */
export function useListeningRule(user: SessionUser | null): ListeningRuleAnswer {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deviceRule = useDeviceRule((state) => state.rule);
  const notNowFor = useListeningRuleNotNow((state) => state.userId);
  const settings = useQuery({
    ...settingsQueryOptions,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  const mutation = useSaveSettings();

  const saved = user ? settings.data?.preferences.listeningRule : undefined;

  const save = (rule: ListeningRule, onSaved?: () => void) => {
    if (!user) {
      void applyDeviceRule(queryClient, rule);
      toast.success(t('listeningRule.saved'));
      onSaved?.();
      return;
    }
    if (!settings.data) return;
    const { preferences } = settings.data;
    mutation.mutate(
      { ...settings.data, preferences: { ...preferences, listeningRule: rule } },
      {
        onSuccess: () => {
          toast.success(t('listeningRule.saved'));
          onSaved?.();
        },
        onError: (error) => toast.error(t('settings.saveFailed'), { description: error.message }),
      },
    );
  };

  const notNow = () => {
    if (!user) return;
    writeNotNow(user.id);
    useListeningRuleNotNow.setState({ userId: user.id });
  };

  return {
    asking: user !== null && saved === null && notNowFor !== user.id,
    saved,
    initialRule: saved ?? deviceRule,
    saving: mutation.isPending,
    ready: user === null || settings.isSuccess,
    unavailable: user && settings.isError ? t('listeningRule.unavailable') : null,
    save,
    notNow,
  };
}
