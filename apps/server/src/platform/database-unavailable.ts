// Whether an error says the database could not be reached, as opposed to a query that failed:
// the pool could not connect in time, the connection was refused or cut, or the server is
// shutting down or starting up. Such a request answers 503 and may be tried again.

/** Socket errors of a connection refused, reset or timed out. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now, and too_many_connections
 * (also the embedded database's full queue, db/client).
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and pg-pool say, without a code, when a connection fails or drops. */
const driverMessages =
  /timeout exceeded when trying to connect|^timeout expired$|connection terminated|connection timeout|client has encountered a connection error|cannot use a pool after calling end/i;

function unreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return driverMessages.test(error.message);
}

/** True when the error, or one it wraps (Drizzle wraps the driver's in `cause`), is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current);) {
    seen.add(current);
    if (unreachable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
