import { ruleToSend, withHearQuery } from './listening-rule/device-rule';

/**
 * The server answers every failure with `{ error: { code, message, fields? } }`; better-auth's
 * routes answer `{ code, message }`. Both become an ApiError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status used when the request never got an HTTP answer (offline, DNS, refused). */
export const NETWORK_ERROR_STATUS = 0;

const API_BASE = '/api';

/** Anything with a zod-like `parse`, so contract schemas validate responses. */
export interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  schema?: ResponseParser<T>;
  /** Lets the request outlive the page (a save as the tab closes); small bodies only. */
  keepalive?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(status, error.code, error.message, readFields(error.fields));
  }
  // better-auth (/api/auth/*) answers `{ code?, message }` at the top level.
  if (isRecord(body) && typeof body.message === 'string' && body.message !== '') {
    const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
    return new ApiError(status, code, body.message, readFields(body.fields));
  }
  return new ApiError(
    status,
    `HTTP_${status}`,
    statusText || `Request failed with status ${status}`,
  );
}

/**
 * The interface language, which i18n keeps on `<html lang>`: the server answers its error
 * messages in it. Read from the document so the client does not depend on the i18n setup.
 */
function interfaceLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/**
 * A GET asks for what this device chose to hear (decision 014); the server filters listings by
 * it. Sign-in's own routes (better-auth) are left as they are.
 */
function withListeningRule(method: string, path: string): string {
  const rule = method === 'GET' && !path.startsWith('/auth/') ? ruleToSend() : null;
  return rule ? withHearQuery(path, rule) : path;
}

/** Fetches `/api{path}` with the session cookie; resolves with the JSON body or throws ApiError. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, signal, schema, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const language = interfaceLanguage();
  if (language) headers['Accept-Language'] = language;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${withListeningRule(method, path)}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    throw new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', message);
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data, response.statusText);
  // Without a schema the caller vouches for the shape (documented in RequestOptions).
  return schema ? schema.parse(data) : (data as T);
}

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body: unknown = {}, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
