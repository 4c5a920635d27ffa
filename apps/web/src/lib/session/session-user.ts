// GET /api/me, read through the shared contract.
import type { Role } from '@sada/contracts/enums';
import { meResponse, type MeResponse, type SessionUserDto } from '@sada/contracts/session';

export type { Role };
export type SessionUser = SessionUserDto;
export type Session = MeResponse;

/** Reads the body of GET /api/me; anything malformed counts as signed out. */
export function parseSession(body: unknown): Session {
  const parsed = meResponse.safeParse(body);
  return parsed.success ? parsed.data : { user: null };
}

/** The name to greet a user by: display name, else username, else e-mail. */
export function displayNameOf(user: SessionUser): string {
  return user.displayName || user.username || user.email;
}
