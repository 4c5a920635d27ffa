import { describe, expect, it } from 'vitest';

import { readSignInAnswer } from './sign-in';

describe('the answer to a password sign-in', () => {
  it('is signed in without a second factor', () => {
    expect(readSignInAnswer({ token: 't', user: {} })).toEqual({ kind: 'signedIn' });
  });

  it('names the authenticator app or the phone as the step that follows', () => {
    expect(readSignInAnswer({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })).toEqual({
      kind: 'twoFactor',
      factor: 'totp',
    });
    expect(readSignInAnswer({ twoFactorRedirect: true, twoFactorMethods: ['otp'] })).toEqual({
      kind: 'twoFactor',
      factor: 'phone',
    });
    // An older server that lists no methods: the app, as before.
    expect(readSignInAnswer({ twoFactorRedirect: true })).toEqual({
      kind: 'twoFactor',
      factor: 'totp',
    });
  });
});
