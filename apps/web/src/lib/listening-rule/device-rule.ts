// The listening rule kept on this device (decision 014): a visitor's own choice, or a copy of what
// the signed-in listener saved. Every GET to the API carries it as `hear=` (lib/api.ts).
//
// Without zod: the API client is in the bundle every first visit loads, and the contracts'
// instrumentation module brings zod with it. The types below are the contract's, so the compiler
// keeps the two lists the same, and device-rule.test.ts checks this guard against the contract's
// schema.
import type { LISTENING_RULE_QUERY, ListeningRule } from '@sada/contracts/instrumentation';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';

export const LISTENING_RULE_STORAGE_KEY = 'sada.listeningRule';

/** The query field the rule travels in: the contract's `LISTENING_RULE_QUERY`. */
export const HEAR_QUERY: typeof LISTENING_RULE_QUERY = 'hear';

/** What a listener who never chose hears: the contract's `DEFAULT_LISTENING_RULE`. */
export const DEFAULT_RULE: ListeningRule = 'everything';

// A record rather than a list: the compiler then insists on every rule and on no other.
const knownRules: Record<ListeningRule, true> = {
  vocals_only: true,
  vocals_and_daf: true,
  everything: true,
};

export function isListeningRule(value: unknown): value is ListeningRule {
  return typeof value === 'string' && Object.hasOwn(knownRules, value);
}

/** The rule in localStorage, as the page reads it at start. */
export function readStoredRule(): ListeningRule | null {
  try {
    const stored = localStorage.getItem(LISTENING_RULE_STORAGE_KEY);
    // Anything else (another app's value, an older shape) counts as no choice.
    return isListeningRule(stored) ? stored : null;
  } catch {
    // No storage (private mode, or the build-time render): no choice.
    return null;
  }
}

interface DeviceRuleState {
  /** Null until a rule is chosen on this device or copied from the account. */
  rule: ListeningRule | null;
}

export const useDeviceRule = create<DeviceRuleState>()(() => ({ rule: readStoredRule() }));

/** The rule to send with a listing request: none when nothing is chosen or all is heard. */
export function ruleToSend(): ListeningRule | null {
  const { rule } = useDeviceRule.getState();
  return rule === null || rule === DEFAULT_RULE ? null : rule;
}

/**
 * `path` with `hear=<rule>` added to its query; a path that already says what to hear keeps
 * its own.
 */
export function withHearQuery(path: string, rule: ListeningRule): string {
  const start = path.indexOf('?');
  const query = start === -1 ? '' : path.slice(start + 1);
  if (new URLSearchParams(query).has(HEAR_QUERY)) return path;
  const joiner = start === -1 ? '?' : query === '' || query.endsWith('&') ? '' : '&';
  return `${path}${joiner}${HEAR_QUERY}=${encodeURIComponent(rule)}`;
}

/** Keeps `rule` on this device. True when it was not the rule kept already. */
export function keepOnDevice(rule: ListeningRule): boolean {
  if (useDeviceRule.getState().rule === rule) return false;
  try {
    localStorage.setItem(LISTENING_RULE_STORAGE_KEY, rule);
  } catch {
    // Private mode may refuse storage; the choice still applies to this visit.
  }
  useDeviceRule.setState({ rule });
  return true;
}

/**
 * Every answer the app holds was filtered by the rule it was asked with: after a change they are
 * all asked again (those on screen at once, the others when next shown).
 */
function refetchEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

/**
 * `rule` now applies on this device: a visitor chose it, or it is the account's saved rule as the
 * server sent it (when the device had another, as after signing in, answers asked with that one
 * are asked again).
 */
export function applyDeviceRule(queryClient: QueryClient, rule: ListeningRule): Promise<void> {
  const before = useDeviceRule.getState().rule ?? DEFAULT_RULE;
  keepOnDevice(rule);
  return before === rule ? Promise.resolve() : refetchEverything(queryClient);
}

/**
 * A signed-in listener's rule is now `saved`, and was `previous` (undefined when not known). The
 * server filters by the saved rule, or by the device's while none is saved; the device keeps a
 * copy of a saved one, for this browser after signing out.
 */
export function applySavedRule(
  queryClient: QueryClient,
  previous: ListeningRule | null | undefined,
  saved: ListeningRule | null,
): Promise<void> {
  const device = useDeviceRule.getState().rule;
  const before = previous === undefined ? undefined : (previous ?? device ?? DEFAULT_RULE);
  if (saved !== null) keepOnDevice(saved);
  const after = saved ?? device ?? DEFAULT_RULE;
  return before === after ? Promise.resolve() : refetchEverything(queryClient);
}

/** A rule chosen in another tab of this browser applies in this one too. Returns the unsubscribe. */
export function followOtherTabs(queryClient: QueryClient): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== LISTENING_RULE_STORAGE_KEY) return;
    const rule = isListeningRule(event.newValue) ? event.newValue : null;
    const before = useDeviceRule.getState().rule ?? DEFAULT_RULE;
    useDeviceRule.setState({ rule });
    if ((rule ?? DEFAULT_RULE) !== before) void refetchEverything(queryClient);
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
