/** The one error type routes and services throw; the error handler turns it into JSON. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Please sign in') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do that") =>
  new AppError(403, 'forbidden', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
