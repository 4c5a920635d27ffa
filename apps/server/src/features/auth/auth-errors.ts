// The errors our hooks answer on /api/auth/*, in better-auth's `{ code, message }` shape plus the
// field they concern (documented in packages/contracts/src/auth.ts).
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { APIError } from 'better-auth/api';
import type { z } from 'zod';

/** 400 with the first broken rule as the message, and every field's first message. */
export function validationError(error: z.ZodError): APIError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= `${key} cannot be set here`;
      continue;
    }
    fields[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  const [field = '_', message = 'Invalid request'] = Object.entries(fields)[0] ?? [];
  return new APIError('BAD_REQUEST', {
    code: authErrorCodes.validation,
    message,
    field,
    fields,
  });
}

export function fieldError(
  status: 'BAD_REQUEST' | 'UNPROCESSABLE_ENTITY',
  code: string,
  field: string,
  message: string,
): APIError {
  return new APIError(status, { code, message, field, fields: { [field]: message } });
}

export const emailAlreadyRegistered = () =>
  fieldError(
    'UNPROCESSABLE_ENTITY',
    authErrorCodes.emailAlreadyRegistered,
    'email',
    authServerMessages.emailAlreadyRegistered,
  );

export const usernameAlreadyExists = () =>
  fieldError(
    'UNPROCESSABLE_ENTITY',
    authErrorCodes.usernameAlreadyExists,
    'username',
    authServerMessages.usernameAlreadyExists,
  );

export const passwordTooWeak = (field: string) =>
  fieldError('BAD_REQUEST', authErrorCodes.passwordTooWeak, field, authServerMessages.passwordWeak);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: authErrorCodes.tooManyRequests, message: authServerMessages.tooManyAttempts },
    { 'Retry-After': String(retryAfterSeconds) },
  );
