// What every request can tell a route about its caller; the auth feature supplies it.
import type { Role } from '@sada/contracts/enums';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request. */
    sessionUser(): Promise<SessionUser | null>;
  }
}
