import type { Role } from './session/session-user';

// The web app only mirrors the server's policy to decide what to show; the server enforces it.

/** Roles that review content on /moderation. */
export function canModerate(role: Role | null): boolean {
  return role === 'admin' || role === 'label';
}

/** Roles whose home is the creator dashboard. */
export function hasDashboard(role: Role | null): boolean {
  return role === 'admin' || role === 'artist' || role === 'label';
}
