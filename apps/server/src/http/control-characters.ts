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

/** Our answer to a problem: 400 naming the field that holds a control character or bad text. */
function refusal(problem: TextProblem): AppError {
  if (problem.kind === 'nestedTooDeeply') {
    return new AppError(400, 'validation_failed', textMessages.nestedTooDeeply);
  }
  const field = problem.path || '_';
  const message = textMessages[problem.kind];
  return new AppError(400, 'validation_failed', message, { [field]: message });
}

/**
 * The same check for a body a route parses itself, after this hook has run (a JSON report sent
 * as text/plain): throws the same 400.
 */
export function checkParsedBody(body: unknown): void {
  const problem = textProblem(body);
  if (problem !== null) throw refusal(problem);
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (!isApiRequest(request)) return done();
    const problem = problemIn(request);
    if (problem === null) return done();
    if (request.routeOptions.url?.startsWith('/api/auth/')) {
      // better-auth's own answers name the field this way; the web app's forms read it.
      void reply.status(400).send({
        code: authErrorCodes.validation,
        ...(problem.kind === 'nestedTooDeeply'
          ? { message: textMessages.nestedTooDeeply }
          : { message: textMessages[problem.kind], field: problem.path || '_' }),
      });
      return;
    }
    done(refusal(problem));
  });
}
