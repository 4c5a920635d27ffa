// Who is asking, known at the edge: routes never look the session up themselves. The auth feature
// says how a request's session is read (cookie or bearer token); this plugin reads it at most
// once per request, and only when something asks: a route whose access needs an account (see
// access.ts, which then sets request.actor) or a handler that calls request.viewer().
import type { IncomingHttpHeaders } from 'node:http';

import type { PreferredLanguage } from '@sada/contracts/enums';
import type { ListeningRule } from '@sada/contracts/instrumentation';
import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Actor } from '../policy/policy';

/** The signed-in account: an {@link Actor} to the policy, and what the account pages show. */
export interface SessionUser extends Actor {
  email: string;
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
  twoFactorEnabled: boolean;
  twoFactorMethod: SecondFactorMethod | null;
  phoneNumber: string | null;
  preferredLanguage: PreferredLanguage;
  /** What they chose to hear (decision 014); null until they choose. */
  listeningRule: ListeningRule | null;
  /** Their own artist profile, if they have one (their uploads pass their rule). */
  artistId: string | null;
  /** The account's first session, on the day it was made. */
  firstVisit: boolean;
}

export interface SessionRead {
  user: SessionUser | null;
  /** Cookies to send back because reading the session changed it (a refreshed expiry). */
  cookies?: string[];
}

/** Reads a request's session; supplied by the auth feature. */
export type SessionReader = ((request: FastifyRequest) => Promise<SessionRead>) & {
  /**
   * The signed-in user when memory alone answers it (a session read moments ago, still kept,
   * not due to be extended); undefined when the session must be read.
   */
  kept?(headers: IncomingHttpHeaders): Readonly<SessionUser> | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller of a route whose declared access needs an account; the access check
     * has answered 401 before the handler runs otherwise. Read elsewhere, it throws.
     */
    actor: SessionUser;
    /** The signed-in caller, or null for a visitor: for routes anyone may call. */
    viewer(): Promise<SessionUser | null>;
  }
}

// Kept on the request itself: a property costs less than a WeakMap entry on every request.
const pendingUser = Symbol('pendingUser');
const refreshedCookies = Symbol('refreshedCookies');
const signedInActor = Symbol('signedInActor');
interface SessionState {
  [pendingUser]?: Promise<SessionUser | null> | null;
  [refreshedCookies]?: string[] | null;
  [signedInActor]?: SessionUser | null;
}
type SessionRequest = FastifyRequest & SessionState;

export const session = fp(
  async function plugin(app: FastifyInstance, { read }: { read: SessionReader }) {
    app.decorateRequest(pendingUser, null);
    app.decorateRequest(refreshedCookies, null);
    app.decorateRequest(signedInActor, null);
    app.decorateRequest('viewer', function (this: SessionRequest) {
      return (this[pendingUser] ??= read(this).then(({ user, cookies }) => {
        if (cookies && cookies.length > 0) this[refreshedCookies] = cookies;
        return user;
      }));
    });
    app.decorateRequest('actor', {
      getter(this: SessionRequest): SessionUser {
        const actor = this[signedInActor];
        if (actor) return actor;
        throw new Error(
          `request.actor read on ${this.method} ${this.routeOptions.url ?? this.url}, ` +
            'whose access does not need an account: call request.viewer() there',
        );
      },
      setter(this: SessionRequest, actor: SessionUser) {
        this[signedInActor] = actor;
      },
    });

    // A session read by any route may have been extended; the browser's cookie follows.
    app.addHook('onSend', (request, reply, payload, done) => {
      const cookies = (request as SessionRequest)[refreshedCookies];
      if (cookies && !reply.hasHeader('set-cookie')) reply.header('set-cookie', cookies);
      done(null, payload);
    });
  },
  { name: 'sada-session' },
);
