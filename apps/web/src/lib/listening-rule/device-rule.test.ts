import {
  DEFAULT_LISTENING_RULE,
  LISTENING_RULE_QUERY,
  listeningRule,
  listeningRules,
} from '@sada/contracts/instrumentation';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applyDeviceRule,
  applySavedRule,
  DEFAULT_RULE,
  followOtherTabs,
  HEAR_QUERY,
  isListeningRule,
  keepOnDevice,
  LISTENING_RULE_STORAGE_KEY,
  readStoredRule,
  ruleToSend,
  useDeviceRule,
  withHearQuery,
} from './device-rule';

function spiedClient() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { client, invalidate };
}

beforeEach(() => {
  localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
  useDeviceRule.setState({ rule: null });
});

afterEach(() => {
  localStorage.removeItem(LISTENING_RULE_STORAGE_KEY);
});

describe('the rule kept on this device', () => {
  it.each([
    ...listeningRules,
    'loud',
    '',
    'EVERYTHING',
    ' vocals_only',
    '"everything"',
    'toString',
  ])('accepts %j exactly when the contract schema does', (value) => {
    expect(isListeningRule(value)).toBe(listeningRule.safeParse(value).success);
  });

  it("names the contract's query field and default rule", () => {
    expect(HEAR_QUERY).toBe(LISTENING_RULE_QUERY);
    expect(DEFAULT_RULE).toBe(DEFAULT_LISTENING_RULE);
  });

  it('is read from localStorage at start', () => {
    localStorage.setItem(LISTENING_RULE_STORAGE_KEY, 'vocals_and_daf');
    expect(readStoredRule()).toBe('vocals_and_daf');
  });

  it('ignores a stored value the contract does not know', () => {
    localStorage.setItem(LISTENING_RULE_STORAGE_KEY, 'only_the_daf');
    expect(readStoredRule()).toBeNull();
    localStorage.setItem(LISTENING_RULE_STORAGE_KEY, '"vocals_only"');
    expect(readStoredRule()).toBeNull();
  });

  it('is not sent when everything is heard', () => {
    keepOnDevice('everything');
    expect(ruleToSend()).toBeNull();
    keepOnDevice('vocals_only');
    expect(ruleToSend()).toBe('vocals_only');
  });

  it('is written to localStorage when chosen', () => {
    expect(keepOnDevice('vocals_only')).toBe(true);
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('vocals_only');
    expect(keepOnDevice('vocals_only')).toBe(false);
  });
});

describe('adding hear= to a path', () => {
  it.each([
    ['/browse', '/browse?hear=vocals_only'],
    ['/search?q=burda', '/search?q=burda&hear=vocals_only'],
    ['/search?', '/search?hear=vocals_only'],
    ['/search?q=a&', '/search?q=a&hear=vocals_only'],
    ['/search?q=a&hear=everything', '/search?q=a&hear=everything'],
    ['/search?hear=vocals_and_daf&q=a', '/search?hear=vocals_and_daf&q=a'],
  ])('%s becomes %s', (path, expected) => {
    expect(withHearQuery(path, 'vocals_only')).toBe(expected);
  });
});

describe('when the rule changes, every answer is asked again', () => {
  it('after a visitor chooses another rule, and not when they choose the same one', async () => {
    const { client, invalidate } = spiedClient();
    await applyDeviceRule(client, 'vocals_only');
    expect(invalidate).toHaveBeenCalledTimes(1);
    await applyDeviceRule(client, 'vocals_only');
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('not when a first choice is everything, which was heard already', async () => {
    const { client, invalidate } = spiedClient();
    await applyDeviceRule(client, 'everything');
    expect(invalidate).not.toHaveBeenCalled();
    expect(useDeviceRule.getState().rule).toBe('everything');
  });

  it('after a listener saves another rule, which the device then keeps', async () => {
    const { client, invalidate } = spiedClient();
    keepOnDevice('vocals_only');
    await applySavedRule(client, 'vocals_only', 'everything');
    expect(invalidate).toHaveBeenCalledOnce();
    expect(useDeviceRule.getState().rule).toBe('everything');
    expect(localStorage.getItem(LISTENING_RULE_STORAGE_KEY)).toBe('everything');
  });

  it('not when a first choice is the rule the device already sent', async () => {
    const { client, invalidate } = spiedClient();
    keepOnDevice('vocals_and_daf');
    await applySavedRule(client, null, 'vocals_and_daf');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('when a first choice differs from what the device sent', async () => {
    const { client, invalidate } = spiedClient();
    await applySavedRule(client, null, 'vocals_only');
    expect(invalidate).toHaveBeenCalledOnce();
    expect(useDeviceRule.getState().rule).toBe('vocals_only');
  });

  it('not when other settings are saved and the rule stays unchosen', async () => {
    const { client, invalidate } = spiedClient();
    await applySavedRule(client, null, null);
    expect(invalidate).not.toHaveBeenCalled();
    expect(useDeviceRule.getState().rule).toBeNull();
  });

  it('when the rule it was asked with is not known', async () => {
    const { client, invalidate } = spiedClient();
    keepOnDevice('vocals_only');
    await applySavedRule(client, undefined, 'vocals_only');
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it('after another tab chose another rule', () => {
    const { client, invalidate } = spiedClient();
    const stop = followOtherTabs(client);
    try {
      const change = (newValue: string | null) =>
        window.dispatchEvent(
          new StorageEvent('storage', { key: LISTENING_RULE_STORAGE_KEY, newValue }),
        );
      change('vocals_only');
      expect(useDeviceRule.getState().rule).toBe('vocals_only');
      expect(invalidate).toHaveBeenCalledOnce();
      change('vocals_only');
      change('nonsense');
      expect(useDeviceRule.getState().rule).toBeNull();
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
