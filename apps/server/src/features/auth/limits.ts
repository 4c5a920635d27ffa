// Abuse limits on the account routes. Per address: better-auth's own limiter, stored in the
// database, keyed on the client address Fastify trusts. Per account: our counters keyed on the
// e-mail address (http/rate-limit), so spreading attempts over many addresses does not help.
import type { LimitRule } from '../../http/rate-limit';

/** better-auth `rateLimit.customRules`, per client address and path (window in seconds). */
export const perAddressRules = {
  '/sign-in/email': { window: 60, max: 20 },
  '/sign-up/email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
  '/verify-email': { window: 60, max: 20 },
  '/two-factor/*': { window: 60, max: 20 },
  '/phone-number/*': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 20 },
  '/callback/*': { window: 60, max: 20 },
};

/** Every other better-auth route, per client address and path. */
export const defaultPerAddressRule = { window: 60, max: 100 };

export const perAccount = {
  /**
   * Failed sign-ins for one e-mail address from one client address; then even the right password
   * waits, from that address only: someone else's guesses do not lock the holder out.
   */
  signInFailures: { windowSeconds: 60, max: 5 },
  /** The backstop against guesses spread over many addresses: the account waits everywhere. */
  signInFailuresEverywhere: { windowSeconds: 60, max: 30 },
  /** Failed sign-ins a minute, from anywhere, after which the holder is told by e-mail. */
  signInFailuresAlert: 5,
  signUp: { windowSeconds: 60, max: 5 },
  verificationEmail: { windowSeconds: 60, max: 3 },
  passwordReset: { windowSeconds: 60, max: 3 },
} satisfies Record<string, LimitRule | number>;

/** At most one e-mail about failed sign-ins per account in this time. */
export const SIGN_IN_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Second factor: better-auth's own lock-out counts failed codes per account across challenges;
 * each sign-in challenge also allows 5 tries.
 */
export const twoFactorLockout = { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 };
