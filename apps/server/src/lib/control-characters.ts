// The contracts' rule for text (packages/contracts/src/text.ts) applied once for every API
// route, before its schema: path parameters, query and body. A route cannot forget it, and
// better-auth's routes, which have no schema of ours, get it too.
import { authErrorCodes } from '@sada/contracts/auth';
import { controlCharacterPath, textMessages } from '@sada/contracts/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './errors';
import { isApiRequest } from './request-path';

/** The field of the request holding a control character, or null. */
function fieldWithControlCharacter(request: FastifyRequest): string | null {
  for (const part of [request.params, request.query, request.body]) {
    const path = controlCharacterPath(part);
    if (path !== null) return path || '_';
  }
  return null;
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (!isApiRequest(request)) return done();
    const field = fieldWithControlCharacter(request);
    if (field === null) return done();
    const message = textMessages.controlCharacter;
    if (request.routeOptions.url?.startsWith('/api/auth/')) {
      // better-auth's own answers name the field this way; the web app's forms read it.
      void reply.status(400).send({ code: authErrorCodes.validation, message, field });
      return;
    }
    done(new AppError(400, 'validation_failed', message, { [field]: message }));
  });
}
