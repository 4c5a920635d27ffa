// Social sign-in (OpenID Connect) and the phone factor, shared by the server's hooks and the web
// forms.
import { z } from 'zod';

import { callbackPath } from './auth';

/** A configured OpenID Connect provider, as the /auth page shows it. */
export const signInProvider = z
  .object({
    /** better-auth's provider id: `POST /api/auth/sign-in/social { provider: id }`. */
    id: z.string(),
    /** Button text: 'Continue with {label}'. */
    label: z.string(),
  })
  .meta({ id: 'SignInProvider' });
export const signInProvidersResponse = z
  .object({ providers: z.array(signInProvider) })
  .meta({ id: 'SignInProviders' });
export type SignInProviderDto = z.infer<typeof signInProvider>;

/**
 * What POST /api/auth/sign-in/social accepts, and nothing else: no ID token posted by the client
 * (only the redirect flow with PKCE), no scopes, and return addresses on this site only.
 */
export const socialSignInRequest = z
  .object({
    provider: z.string().min(1).max(32),
    callbackURL: callbackPath.optional(),
    newUserCallbackURL: callbackPath.optional(),
    errorCallbackURL: callbackPath.optional(),
    disableRedirect: z.boolean().optional(),
  })
  .strict();

export const phoneMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter the number in international format, starting with + and the country code',
  codeFormat: 'Enter the 6-digit code from the text message.',
  phoneFactorOn:
    'Your number is your second factor. Turn off two-factor authentication to change it.',
  phoneNotVerified: 'Verify a phone number before using text messages as a second factor.',
  totpIsOn: 'Turn off the authenticator app first; an account uses one second factor at a time.',
  phoneFactorIsOn:
    'Turn off text-message codes first; an account uses one second factor at a time.',
  smsNotEnabled: 'Text-message codes are not turned on for this account.',
  signInOnly: 'Codes by text message are sent only while signing in.',
} as const;

export const phoneErrorCodes = {
  invalidPhoneNumber: 'INVALID_PHONE_NUMBER',
  phoneFactorOn: 'PHONE_FACTOR_ON',
  phoneNotVerified: 'PHONE_NUMBER_NOT_VERIFIED',
  otherFactorOn: 'OTHER_FACTOR_ON',
  smsNotEnabled: 'SMS_NOT_ENABLED',
} as const;

/** E.164 after removing spaces, dashes, dots and brackets: +, country code, up to 15 digits. */
export const phoneNumber = z
  .string({ error: phoneMessages.phoneRequired })
  .trim()
  .min(1, phoneMessages.phoneRequired)
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, phoneMessages.phoneInvalid));

export const oneTimeCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, phoneMessages.codeFormat);

/** The second factor an account has: an authenticator app, a code by text message, or none. */
export const secondFactorMethods = ['totp', 'phone'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** Codes by text message live this long (seconds), for the phone check and for sign-in. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
