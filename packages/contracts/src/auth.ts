// Sign-up and sign-in rules (docs/product/accounts.md), shared by the web form and the server.
import { z } from 'zod';

import { selfSelectableRoles } from './enums';

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordCase: 'Password must contain at least one uppercase and one lowercase letter',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordWeak: 'Password is too weak. Please choose a stronger password.',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be less than 30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  usernameTaken: 'This username is already taken',
  usernameTakenOnSignUp: 'This username is already taken. Please choose another one.',
  displayNameTooShort: 'Display name must be at least 2 characters long',
  displayNameTooLong: 'Display name must be less than 50 characters',
  emailTaken: 'This email is already registered',
  emailTakenOnSignUp: 'This email is already registered. Please sign in instead.',
  emailCheckFailed: 'Unable to verify email availability',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  roleInvalid: 'Please choose Music Lover, Artist or Record Label',
  emailAvailable: 'This email is available',
  usernameAvailable: 'This username is available',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  callbackUrlInvalid: 'The return address must be a path on this site',
} as const;

/**
 * What the server answers on /api/auth/* (better-auth's shape). The messages are chosen so
 * that the form's mapping works on the message alone: a duplicate e-mail contains
 * 'already registered', a weak password 'weak', a duplicate username 'username' and
 * 'already exists'; a refused sign-in is 'Invalid login credentials' and an unverified one
 * 'Email not confirmed'.
 */
export const authServerMessages = {
  emailAlreadyRegistered: authMessages.emailTaken,
  usernameAlreadyExists: 'An account with this username already exists',
  passwordWeak: authMessages.passwordWeak,
  invalidLoginCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  tooManyAttempts: authMessages.tooManyAttempts,
  totpCodeReused: 'This code has already been used. Please wait for the next code.',
  imageInvalid: 'The picture must be an avatar you uploaded here',
  accountSuspended: 'This account has been suspended',
  registrationClosed: 'Registration is closed',
  /** A bearer token whose signature our keys do not verify. */
  invalidJwtSignature: 'Invalid JWT signature',
  invalidJwt: 'The bearer token is malformed, expired or not for this server',
  bodyNotObject: 'The request body must be a JSON object',
  sessionNotFound: 'This session is not one of yours, or it has already ended',
} as const;

/** The `code` of an /api/auth/* error; better-auth's own codes may also appear. */
export const authErrorCodes = {
  /**
   * 400: a field broke a sign-up rule; `field` names it, `fields` has every field's first message.
   */
  validation: 'VALIDATION_ERROR',
  /** 422 on sign-up. */
  emailAlreadyRegistered: 'EMAIL_ALREADY_REGISTERED',
  /** 422 on sign-up and profile update. */
  usernameAlreadyExists: 'USERNAME_ALREADY_EXISTS',
  /** 400 on sign-up, change-password and reset-password. */
  passwordTooWeak: 'PASSWORD_TOO_WEAK',
  /** 401 on sign-in. */
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  /** 403 on sign-in while an admin requires verified addresses. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 429 per address or per account. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** 401 on /two-factor/verify-totp: wrong, expired or already used code. */
  invalidCode: 'INVALID_CODE',
  /** 403 on any sign-in while an admin has suspended the account. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  /** 403 on sign-up while an admin has closed registration. */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** 401 on any /api route given `Authorization: Bearer` with a forged or tampered token. */
  invalidJwtSignature: 'INVALID_JWT_SIGNATURE',
  /** 404 on /revoke-session: the id names no open session of the caller's. */
  sessionNotFound: 'SESSION_NOT_FOUND',
  /** 401 on any /api route given a bearer token that is malformed, expired or for another issuer. */
  invalidJwt: 'INVALID_JWT',
} as const;

/**
 * The body of every /api/auth/* error. `field` (the server's field name: `name` is the display
 * name) and `fields` are present on validation and duplicate errors. The app's own routes answer
 * `{ error: { code, message, fields? } }` instead (errors.ts).
 */
export const authErrorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'AuthError' });
export type AuthErrorBody = z.infer<typeof authErrorBody>;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 50;
/** The pause after typing before e-mail and username availability are checked. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

// A simple address pattern: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .regex(emailPattern, authMessages.emailInvalid)
  .transform((v) => v.toLowerCase());

export const signUpPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v), authMessages.passwordCase);

export const signInPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** Usernames are compared and stored lowercased. */
export const username = z
  .string({ error: authMessages.usernameTooShort })
  .trim()
  .min(USERNAME_MIN_LENGTH, authMessages.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, authMessages.usernameTooLong)
  .regex(/^[A-Za-z0-9_]+$/, authMessages.usernameCharacters)
  .transform((v) => v.toLowerCase());

export const displayName = z
  .string({ error: authMessages.displayNameTooShort })
  .trim()
  .min(DISPLAY_NAME_MIN_LENGTH, authMessages.displayNameTooShort)
  .max(DISPLAY_NAME_MAX_LENGTH, authMessages.displayNameTooLong);

export const signUpRole = z.enum(selfSelectableRoles, { error: authMessages.roleInvalid });

/** The sign-up form. better-auth's request body names the display name `name`. */
export const signUpForm = z.object({
  displayName,
  username,
  email,
  password: signUpPassword,
  role: signUpRole,
});
export type SignUpForm = z.input<typeof signUpForm>;

export const signUpBody = z.object({
  name: displayName,
  username,
  email,
  password: signUpPassword,
  role: signUpRole.default('listener'),
});

/** A path on this site (never `//host`), used for the link in the verification e-mail. */
export const callbackPath = z
  .string()
  .max(2000, authMessages.callbackUrlInvalid)
  .regex(/^\/(?!\/)[^\s\\]*$/, authMessages.callbackUrlInvalid);

/**
 * What POST /api/auth/sign-up/email accepts, and nothing else: role, e-mail verification, ids
 * and pictures are never taken from the sign-up request.
 */
export const signUpRequest = signUpBody
  .extend({ callbackURL: callbackPath.optional(), rememberMe: z.boolean().optional() })
  .strict();

/** Change and reset of a password follow the sign-up rules (and the server's strength check). */
export const newPassword = signUpPassword;

export const signInForm = z.object({ email, password: signInPassword });
export type SignInForm = z.input<typeof signInForm>;

export const emailAvailabilityRequest = z.object({ email });
export const usernameAvailabilityRequest = z.object({ username });
export const availabilityResponse = z
  .object({ available: z.boolean(), message: z.string() })
  .meta({ id: 'Availability' });
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const roleLabels = {
  listener: 'Music Lover',
  artist: 'Artist',
  label: 'Record Label',
} as const;

/** 403 answers of the policy when only a verification stands in the way. */
export const accessMessages = {
  emailNotVerified: 'Please verify your email to upload or review tracks',
  labelNotVerified: 'Your label account must be verified by an admin before you can review tracks',
} as const;
export const accessErrorCodes = {
  emailNotVerified: 'email_not_verified',
  labelNotVerified: 'label_not_verified',
  rateLimited: 'rate_limited',
} as const;
