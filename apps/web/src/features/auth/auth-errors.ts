// What the auth forms do with a failed request (docs/product/accounts.md, "Error messages"). Field
// messages are the contracts' texts (translated by translateAuthMessage); toasts name i18n keys.
import { authMessages, authServerMessages, type SignUpForm } from '@sada/contracts/auth';

import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';

export type SignUpField = keyof SignUpForm;

type ToastTitleKey =
  | 'auth.signUp.failed'
  | 'auth.signIn.failed'
  | 'auth.signIn.emailNotVerified'
  | 'auth.unexpectedError';

type ToastDescriptionKey = 'auth.tryAgain' | 'auth.signIn.emailNotVerifiedDescription';

export interface ToastOutcome {
  kind: 'toast';
  title: ToastTitleKey;
  /** The server's message, shown as it is. */
  description?: string;
  /** Or a description of our own. */
  descriptionKey?: ToastDescriptionKey;
}

export interface FieldsOutcome<F extends string> {
  kind: 'fields';
  errors: Partial<Record<F, string>>;
}

export type SignUpFailure = FieldsOutcome<SignUpField> | ToastOutcome;
export type SignInFailure = FieldsOutcome<'email' | 'password'> | ToastOutcome;

/** better-auth's codes for the same cases, in case its message is the one that comes back. */
const emailTakenCodes = new Set([
  'EMAIL_ALREADY_REGISTERED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);
const weakPasswordCodes = new Set(['PASSWORD_COMPROMISED', 'PASSWORD_TOO_WEAK']);
const usernameTakenCodes = new Set(['USERNAME_ALREADY_EXISTS', 'USERNAME_IS_ALREADY_TAKEN']);

/** Server field names (better-auth calls the display name `name`) to form fields. */
const serverFieldNames: Record<string, SignUpField> = {
  name: 'displayName',
  displayName: 'displayName',
  username: 'username',
  email: 'email',
  password: 'password',
  role: 'role',
};

/**
 * The server's answer, or null for an exception: a request that never got an answer, or a bug.
 */
function serverAnswer(error: unknown): ApiError | null {
  return error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS ? error : null;
}

function serverFieldErrors(error: ApiError): Partial<Record<SignUpField, string>> | null {
  if (!error.fields) return null;
  const errors: Partial<Record<SignUpField, string>> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = serverFieldNames[name];
    if (field) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export function mapSignUpError(failure: unknown): SignUpFailure {
  const error = serverAnswer(failure);
  if (!error) {
    return { kind: 'toast', title: 'auth.unexpectedError', descriptionKey: 'auth.tryAgain' };
  }
  const message = error.message.toLowerCase();
  if (
    message.includes('already registered') ||
    message.includes('already been registered') ||
    emailTakenCodes.has(error.code)
  ) {
    return { kind: 'fields', errors: { email: authMessages.emailTakenOnSignUp } };
  }
  if (message.includes('weak') || weakPasswordCodes.has(error.code)) {
    return { kind: 'fields', errors: { password: authMessages.passwordWeak } };
  }
  if (
    (message.includes('username') && message.includes('already exists')) ||
    usernameTakenCodes.has(error.code)
  ) {
    return { kind: 'fields', errors: { username: authMessages.usernameTakenOnSignUp } };
  }
  const fields = serverFieldErrors(error);
  if (fields) return { kind: 'fields', errors: fields };
  return { kind: 'toast', title: 'auth.signUp.failed', description: error.message };
}

export function mapSignInError(failure: unknown): SignInFailure {
  const error = serverAnswer(failure);
  if (!error) {
    return { kind: 'toast', title: 'auth.signIn.failed', descriptionKey: 'auth.tryAgain' };
  }
  const message = error.message.toLowerCase();
  if (
    error.code === 'INVALID_EMAIL_OR_PASSWORD' ||
    message.includes('invalid login credentials') ||
    message.includes('invalid email or password')
  ) {
    const text = authMessages.invalidCredentials;
    return { kind: 'fields', errors: { email: text, password: text } };
  }
  if (
    error.code === 'EMAIL_NOT_VERIFIED' ||
    message.includes('email not confirmed') ||
    message.includes('email not verified')
  ) {
    return {
      kind: 'toast',
      title: 'auth.signIn.emailNotVerified',
      descriptionKey: 'auth.signIn.emailNotVerifiedDescription',
    };
  }
  // Rate limits (429) and anything else: the server's own words say what happened.
  return { kind: 'toast', title: 'auth.signIn.failed', description: error.message };
}

/** `message` is set when the server says more than "wrong code" (a code used twice). */
export type TwoFactorFailure = { kind: 'invalidCode'; message?: string } | ToastOutcome;

const invalidCodeCodes = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'INVALID_OTP']);

/** A wrong code is the field's error; an expired step, a lock-out or a rate limit is a toast. */
export function mapTwoFactorError(failure: unknown): TwoFactorFailure {
  const error = serverAnswer(failure);
  if (!error) {
    return { kind: 'toast', title: 'auth.signIn.failed', descriptionKey: 'auth.tryAgain' };
  }
  if (invalidCodeCodes.has(error.code)) {
    return error.message === authServerMessages.totpCodeReused
      ? { kind: 'invalidCode', message: error.message }
      : { kind: 'invalidCode' };
  }
  return { kind: 'toast', title: 'auth.signIn.failed', description: error.message };
}
