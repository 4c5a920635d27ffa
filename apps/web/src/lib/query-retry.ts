import { ApiError } from './api';

/** True when the server said the thing asked for does not exist (or the id cannot name one). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Query retry: once for a failure that may pass, never for a missing item. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFound(error) && failureCount < 1;
}
