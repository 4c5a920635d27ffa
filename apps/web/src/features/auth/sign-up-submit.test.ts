import { describe, expect, it } from 'vitest';

import { signUpSubmitState } from './sign-up-submit';

const ready = {
  visibleErrors: [],
  invalidFields: [],
  email: 'available',
  username: 'available',
} as const;

describe('signUpSubmitState', () => {
  it('is enabled only when both checks say available and no field has an error', () => {
    expect(signUpSubmitState(ready)).toEqual({ enabled: true, blocker: null });
  });

  it('names the fields with a visible error first, in form order', () => {
    expect(signUpSubmitState({ ...ready, visibleErrors: ['password', 'displayName'] })).toEqual({
      enabled: false,
      blocker: { kind: 'fieldErrors', fields: ['displayName', 'password'] },
    });
  });

  it('names the fields still to fill in when their errors are not shown yet', () => {
    expect(
      signUpSubmitState({
        ...ready,
        invalidFields: ['email', 'username', 'displayName', 'password'],
        email: 'idle',
        username: 'idle',
      }).blocker,
    ).toEqual({ kind: 'incomplete', fields: ['displayName', 'username', 'email', 'password'] });
  });

  it('is blocked while an e-mail or username is taken', () => {
    expect(signUpSubmitState({ ...ready, username: 'taken' }).blocker).toEqual({
      kind: 'taken',
      fields: ['username'],
    });
    expect(signUpSubmitState({ ...ready, email: 'taken', username: 'taken' }).blocker).toEqual({
      kind: 'taken',
      fields: ['username', 'email'],
    });
  });

  it('is blocked when a check failed', () => {
    expect(signUpSubmitState({ ...ready, email: 'error' }).blocker).toEqual({
      kind: 'checkFailed',
      fields: ['email'],
    });
  });

  it('waits while a check is pending or has not started', () => {
    for (const status of ['valid', 'checking', 'idle', 'invalid'] as const) {
      expect(signUpSubmitState({ ...ready, email: status })).toEqual({
        enabled: false,
        blocker: { kind: 'checking' },
      });
    }
  });

  it('puts field errors before availability', () => {
    expect(
      signUpSubmitState({ ...ready, visibleErrors: ['email'], email: 'taken' }).blocker?.kind,
    ).toBe('fieldErrors');
  });
});
