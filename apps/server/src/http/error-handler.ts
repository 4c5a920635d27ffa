// One place turns every failure into `{ error: { code, message, fields? } }`. Stack traces and
// the messages of unexpected errors stay in the log.
import type { ErrorResponse } from '@sada/contracts/errors';
import { isArabic, localizeMessage } from '@sada/contracts/messages-ar';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

import { isDatabaseUnavailable } from '../platform/database-unavailable';
import { preferredLanguage } from './accept-language';
import { AppError } from './errors';

type ErrorBody = ErrorResponse['error'];

function fieldsOf(issues: { instancePath: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The error in the request's preferred language. English is the language of the messages, so
 * any other answer leaves the body exactly as it was.
 */
function localized(error: ErrorBody, request: FastifyRequest): ErrorBody {
  const language = preferredLanguage(request.headers['accept-language']);
  if (!language || !isArabic(language)) return error;
  const translate = (message: string) => localizeMessage(message, language);
  return {
    ...error,
    message: translate(error.message),
    ...(error.fields
      ? {
          fields: Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [field, translate(message)]),
          ),
        }
      : {}),
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const send = (status: number, body: ErrorBody): FastifyReply =>
      reply.status(status).send({ error: localized(body, request) });

    if (error instanceof AppError) {
      return send(error.status, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
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
      return send(400, { code: 'validation_failed', message: first, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, { code: 'internal', message: 'Something went wrong' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, {
        code: 'service_unavailable',
        message: 'Service temporarily unavailable',
      });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(500, { code: 'internal', message: 'Something went wrong' });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, rate limited …) keep their message.
    const code =
      'code' in error && typeof error.code === 'string' ? error.code.toLowerCase() : 'bad_request';
    return send(status, { code, message: error.message });
  });
}
