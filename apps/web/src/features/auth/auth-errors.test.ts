import { authMessages } from '@sada/contracts/auth';
import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { mapSignInError, mapSignUpError, mapTwoFactorError } from './auth-errors';

const fail = (
  status: number,
  message: string,
  code = `HTTP_${status}`,
  fields?: Record<string, string>,
) => new ApiError(status, code, message, fields);

describe('mapSignUpError (spec 000 §8 Sign-up)', () => {
  it.each([
    'User already registered',
    'A user with this email address has already been registered',
  ])('puts "%s" under the email field', (message) => {
    expect(mapSignUpError(fail(422, message))).toEqual({
      kind: 'fields',
      errors: { email: 'This email is already registered. Please sign in instead.' },
    });
  });

  it("matches the server's documented answers (contracts authServerMessages and codes)", () => {
    expect(
      mapSignUpError(fail(422, 'This email is already registered', 'EMAIL_ALREADY_REGISTERED')),
    ).toEqual({ kind: 'fields', errors: { email: authMessages.emailTakenOnSignUp } });
    expect(
      mapSignUpError(
        fail(422, 'An account with this username already exists', 'USERNAME_ALREADY_EXISTS'),
      ),
    ).toEqual({ kind: 'fields', errors: { username: authMessages.usernameTakenOnSignUp } });
    expect(
      mapSignUpError(
        fail(400, 'Password is too weak. Please choose a stronger password.', 'PASSWORD_TOO_WEAK'),
      ),
    ).toEqual({ kind: 'fields', errors: { password: authMessages.passwordWeak } });
  });

  it("also recognises better-auth's user-exists codes", () => {
    expect(mapSignUpError(fail(422, 'User already exists.', 'USER_ALREADY_EXISTS'))).toEqual({
      kind: 'fields',
      errors: { email: authMessages.emailTakenOnSignUp },
    });
  });

  it('puts a weak password under the password field', () => {
    expect(mapSignUpError(fail(400, 'Password is too weak'))).toEqual({
      kind: 'fields',
      errors: { password: 'Password is too weak. Please choose a stronger password.' },
    });
    expect(
      mapSignUpError(
        fail(400, 'The password you entered has been compromised.', 'PASSWORD_COMPROMISED'),
      ),
    ).toEqual({ kind: 'fields', errors: { password: authMessages.passwordWeak } });
  });

  it('puts a taken username under the username field', () => {
    expect(mapSignUpError(fail(409, 'A profile with this username already exists'))).toEqual({
      kind: 'fields',
      errors: { username: 'This username is already taken. Please choose another one.' },
    });
    expect(
      mapSignUpError(
        fail(400, 'Username is already taken. Please try another.', 'USERNAME_IS_ALREADY_TAKEN'),
      ),
    ).toEqual({ kind: 'fields', errors: { username: authMessages.usernameTakenOnSignUp } });
  });

  it("uses the server's field hints, naming the display name `name`", () => {
    expect(
      mapSignUpError(
        fail(400, 'Invalid input', 'VALIDATION', {
          name: 'Display name must be at least 2 characters long',
        }),
      ),
    ).toEqual({
      kind: 'fields',
      errors: { displayName: 'Display name must be at least 2 characters long' },
    });
  });

  it("shows any other refusal as a 'Sign up failed' toast with the server message", () => {
    expect(mapSignUpError(fail(429, 'Too many requests. Please try again later.'))).toEqual({
      kind: 'toast',
      title: 'auth.signUp.failed',
      description: 'Too many requests. Please try again later.',
    });
  });

  it("shows an exception as 'Unexpected error'", () => {
    const expected = {
      kind: 'toast',
      title: 'auth.unexpectedError',
      descriptionKey: 'auth.tryAgain',
    };
    expect(mapSignUpError(new TypeError('boom'))).toEqual(expected);
    expect(mapSignUpError(fail(NETWORK_ERROR_STATUS, 'Failed to fetch', 'NETWORK_ERROR'))).toEqual(
      expected,
    );
  });
});

describe('mapSignInError (spec 000 §8 Sign-in)', () => {
  const bothFields = {
    kind: 'fields',
    errors: {
      email: 'Invalid email or password. Please check your credentials.',
      password: 'Invalid email or password. Please check your credentials.',
    },
  };

  it('puts wrong credentials under both fields', () => {
    expect(
      mapSignInError(fail(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD')),
    ).toEqual(bothFields);
    expect(mapSignInError(fail(400, 'Invalid login credentials'))).toEqual(bothFields);
  });

  it("shows an unverified address as 'Email not verified'", () => {
    const expected = {
      kind: 'toast',
      title: 'auth.signIn.emailNotVerified',
      descriptionKey: 'auth.signIn.emailNotVerifiedDescription',
    };
    expect(mapSignInError(fail(403, 'Email not verified', 'EMAIL_NOT_VERIFIED'))).toEqual(expected);
    expect(mapSignInError(fail(400, 'Email not confirmed'))).toEqual(expected);
  });

  it("shows a rate limit with the server's message", () => {
    expect(
      mapSignInError(fail(429, 'Too many sign-in attempts. Try again in 10 minutes.')),
    ).toEqual({
      kind: 'toast',
      title: 'auth.signIn.failed',
      description: 'Too many sign-in attempts. Try again in 10 minutes.',
    });
  });

  it("shows everything else as 'Sign in failed'", () => {
    expect(mapSignInError(fail(500, 'Internal error')).kind).toBe('toast');
    expect(mapSignInError(new Error('boom'))).toEqual({
      kind: 'toast',
      title: 'auth.signIn.failed',
      descriptionKey: 'auth.tryAgain',
    });
  });
});

describe('mapTwoFactorError', () => {
  it('treats a wrong code as the field error', () => {
    expect(mapTwoFactorError(fail(401, 'Invalid code', 'INVALID_CODE'))).toEqual({
      kind: 'invalidCode',
    });
    expect(mapTwoFactorError(fail(401, 'Invalid backup code', 'INVALID_BACKUP_CODE'))).toEqual({
      kind: 'invalidCode',
    });
  });

  it('keeps the message when a code was already used', () => {
    const message = 'This code has already been used. Please wait for the next code.';
    expect(mapTwoFactorError(fail(401, message, 'INVALID_CODE'))).toEqual({
      kind: 'invalidCode',
      message,
    });
  });

  it('shows a lock-out or rate limit as a toast with the message', () => {
    expect(mapTwoFactorError(fail(429, 'Too many attempts. Please request a new code.'))).toEqual({
      kind: 'toast',
      title: 'auth.signIn.failed',
      description: 'Too many attempts. Please request a new code.',
    });
  });
});
