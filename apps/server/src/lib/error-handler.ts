// One place turns every failure into `{ error: { code, message, fields? } }`. Stack traces and
// the messages of unexpected errors stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

import { AppError } from './errors';

function fieldsOf(issues: { instancePath: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(
        error.validation.map((v) => ({
          instancePath: v.instancePath,
          message: v.message ?? 'Invalid value',
        })),
      );
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply
        .status(400)
        .send({ error: { code: 'validation_failed', message: first, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'Something went wrong' } });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'Something went wrong' } });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, rate limited …) keep their message.
    const code =
      'code' in error && typeof error.code === 'string' ? error.code.toLowerCase() : 'bad_request';
    return reply.status(status).send({ error: { code, message: error.message } });
  });
}
