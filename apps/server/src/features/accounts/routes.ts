// POST /api/accounts/email-availability and /username-availability: the sign-up form's
// availability indicator. Open to anyone, rate-limited per client address.
// GET /api/auth-providers: the OpenID Connect providers the /auth page offers buttons for.
import {
  availabilityResponse,
  emailAvailabilityRequest,
  usernameAvailabilityRequest,
} from '@sada/contracts/auth';
import { errorResponse } from '@sada/contracts/errors';
import { signInProvidersResponse } from '@sada/contracts/sign-in-methods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { OidcProvider } from '../../config';
import type { Database } from '../../db/client';
import { createAccountsService } from './service';

/** Per client address and route: enough for a person typing, too few to walk a list. */
export const availabilityRateLimit = { max: 20, timeWindow: 60_000 };

const responses = {
  200: availabilityResponse,
  400: errorResponse,
  429: errorResponse,
};

export function accountRoutes(db: Database, providers: OidcProvider[]): FastifyPluginAsyncZod {
  const service = createAccountsService(db);
  const signInProviders = { providers: providers.map(({ id, label }) => ({ id, label })) };
  return async (app) => {
    app.get(
      '/api/auth-providers',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'The OpenID Connect providers people can sign in with (none unless configured)',
          security: [],
          response: { 200: signInProvidersResponse },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-cache').send(signInProviders),
    );

    app.post(
      '/api/accounts/email-availability',
      {
        config: { access: 'public', rateLimit: availabilityRateLimit },
        schema: {
          tags: ['account'],
          summary: 'Whether an e-mail address is free for a new account',
          security: [],
          body: emailAvailabilityRequest,
          response: responses,
        },
      },
      async (request) => service.emailAvailability(request.body.email),
    );

    app.post(
      '/api/accounts/username-availability',
      {
        config: { access: 'public', rateLimit: availabilityRateLimit },
        schema: {
          tags: ['account'],
          summary: 'Whether a username is free (usernames ignore case)',
          security: [],
          body: usernameAvailabilityRequest,
          response: responses,
        },
      },
      async (request) => service.usernameAvailability(request.body.username),
    );
  };
}
