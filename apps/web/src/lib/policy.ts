import { can, missingVerification, roleMay, type Actor, type Verification } from '@sada/policy';

import type { Role } from './session/session-user';

// The web app asks the server's own rules (@sada/policy) only to decide what to show; the server
// enforces them.

/** Whoever may review content on /moderation: the same test the server makes. */
export function canModerate(user: Actor | null): boolean {
  return can(user, 'moderation:access');
}

/**
 * For a signed-in account that may not review content: the verification that alone stands in the
 * way (the server would refuse with its own words for it), or null.
 */
export function moderationVerificationMissing(user: Actor): Verification | null {
  return missingVerification(user, 'moderation:access');
}

/** Roles whose home is the creator dashboard. */
export function hasDashboard(role: Role | null): boolean {
  return roleMay(role, 'dashboard:view');
}
