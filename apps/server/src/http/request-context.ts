// What every request can tell a route about its caller; the auth feature supplies it.
import type { PreferredLanguage, Role } from '@sada/contracts/enums';
import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';

export interface SessionUser {
  id: string;
  role: Role;
  emailVerified: boolean;
  email: string;
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
  labelVerified: boolean;
  twoFactorEnabled: boolean;
  twoFactorMethod: SecondFactorMethod | null;
  phoneNumber: string | null;
  preferredLanguage: PreferredLanguage;
  /** The account's first session, on the day it was made. */
  firstVisit: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request. */
    sessionUser(): Promise<SessionUser | null>;
  }
}
