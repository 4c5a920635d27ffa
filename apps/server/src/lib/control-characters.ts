// The contracts' rule for text (packages/contracts/src/text.ts) applied once for every API
// route, before its schema: path parameters, query and body. A route cannot forget it, and
// better-auth's routes, which have no schema of ours, get it too. A body nested deeper than
// any of ours is refused here as well, before a schema or better-auth walks it.
import { authErrorCodes } from '@sada/contracts/auth';
import { textMessages, textProblem, type TextProblem } from '@sada/contracts/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from './errors';
import { isApiRequest } from './request-path';

/** The first problem in the text the request carries, or null. */
function problemIn(request: FastifyRequest): TextProblem | null {
  for (const part of [request.params, request.query, request.body]) {
    const problem = textProblem(part);
    if (problem !== null) return problem;
  }
  return null;
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (!isApiRequest(request)) return done();
    const problem = problemIn(request);
    if (problem === null) return done();
    const isAuth = request.routeOptions.url?.startsWith('/api/auth/') ?? false;
    if (problem.kind === 'nestedTooDeeply') {
      const message = textMessages.nestedTooDeeply;
      if (isAuth) {
        void reply.status(400).send({ code: authErrorCodes.validation, message });
        return;
      }
      return done(new AppError(400, 'validation_failed', message));
    }
    const field = problem.path || '_';
    const message = textMessages.controlCharacter;
    if (isAuth) {
      // better-auth's own answers name the field this way; the web app's forms read it.
      void reply.status(400).send({ code: authErrorCodes.validation, message, field });
      return;
    }
    done(new AppError(400, 'validation_failed', message, { [field]: message }));
  });
}
