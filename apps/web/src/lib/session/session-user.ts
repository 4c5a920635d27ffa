// The signed-in user, as GET /api/me describes them (read by parse-session.ts).
import type { Role } from '@sada/contracts/enums';
import type { MeResponse, SessionUserDto } from '@sada/contracts/session';

export type { Role };
export type SessionUser = SessionUserDto;
export type Session = MeResponse;

/** The name to greet a user by: display name, else username, else e-mail. */
export function displayNameOf(user: SessionUser): string {
  return user.displayName || user.username || user.email;
}
