import type { Role } from './session/session-user';

// The web app only mirrors the server's policy to decide what to show; the server enforces it.

/** Roles that review content on /moderation. */
export function canModerate(role: Role | null): boolean {
  return role === 'admin' || role === 'label';
}

/**
 * Whether the user may decide on a track under review: a moderator, and never on a track of their
 * own artist profile, whatever their role (the server also keeps a label off its own artists').
 */
export function canDecideOn(
  user: { id: string; role: Role } | null,
  track: { artist: { ownerId: string | null } },
): boolean {
  return user !== null && canModerate(user.role) && track.artist.ownerId !== user.id;
}

/** Roles whose home is the creator dashboard. */
export function hasDashboard(role: Role | null): boolean {
  return role === 'admin' || role === 'artist' || role === 'label';
}
