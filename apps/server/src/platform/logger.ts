import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

import { decodedPath } from '../http/request-path';

/**
 * Fields of a database error that hold the values of the query: a failed query's bound
 * parameters (an e-mail, a password hash, a token) and Postgres's detail ("Key (email)=(…)").
 */
const valueFields = ['params', 'parameters', 'detail'];

function withoutValues(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of valueFields) delete copy[field];
  // Drizzle writes the parameters into the message too: "Failed query: …\nparams: …".
  if (typeof copy.message === 'string')
    copy.message = copy.message.replace(/\nparams: [\s\S]*/, '');
  // A stack trace names the server's files and libraries to whoever reads the logs; the type,
  // message, code and cause say what failed.
  delete copy.stack;
  if (copy.cause !== undefined) copy.cause = withoutValues(copy.cause, depth + 1);
  return copy;
}

/** An error as logged: pino's shape, without its stack or the values of a failed query. */
function errorForLog(error: unknown): unknown {
  const serialized = error instanceof Error ? pino.stdSerializers.errWithCause(error) : error;
  return withoutValues(serialized);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: { err: errorForLog },
  };
  return pino(options, destination ?? standardOutput());
}

/**
 * Standard output, written without waiting: a line per request written synchronously cost a
 * system call each, and blocked the server whenever the reader of a full pipe fell behind. Lines
 * that arrive while a write is under way go out together in the next; what is left is written
 * out synchronously when the process exits.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** Query parameters that carry a secret: a link's signature, a one-time token or code. */
const secretParams = new Set([
  'sig',
  // The part of a stream link nginx checks (features/streaming/nginx-link).
  'md5',
  'signature',
  'token',
  'code',
  'state',
  'otp',
  'password',
  'secret',
  'key',
  'apikey',
  'api_key',
  'access_token',
  'refresh_token',
  'id_token',
]);

/** Paths whose next segment is a one-time token (better-auth's password-reset link). */
const tokenPathPrefixes = ['/api/auth/reset-password/', '/reset-password/'];

function queryName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A request's URL as logged: tokens in the path or the query (a password-reset link, an e-mail
 * verification, a stream link's signature) work as passwords, so they are left out, however
 * the request spells them.
 */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path.includes('%') || /reset-password\//i.test(path)) {
    const readable = decodedPath(path).toLowerCase();
    const prefix = tokenPathPrefixes.find(
      (p) => readable.startsWith(p) && readable.length > p.length,
    );
    if (prefix) path = `${prefix}[redacted]`;
  }
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      if (!secretParams.has(queryName(part))) return part;
      return `${part.split('=', 1)[0] ?? ''}=[redacted]`;
    })
    .join('&');
  // A page of like states names a hundred ids: the log keeps the start of a long query.
  const kept =
    query.length > loggedQueryMax
      ? `${query.slice(0, loggedQueryMax)}…(${query.length - loggedQueryMax} more)`
      : query;
  return `${path}?${kept}`;
}

/** The most characters of a query a log line keeps. */
export const loggedQueryMax = 200;

/** What the one line logged for each request says, written when its response is done. */
export interface RequestLine {
  method: string;
  url: string;
  status: number;
  ms: number;
  /** Answered from memory before routing (http/listener-cache). */
  kept?: true;
  /** Answered before routing otherwise (http/server-factory). */
  beforeRouting?: true;
}

export function logRequest(log: FastifyBaseLogger, line: RequestLine): void {
  log.info({ ...line, url: loggedUrl(line.url), ms: Math.round(line.ms) }, 'request');
}
