import { ApiError, NETWORK_ERROR_STATUS, toApiError, type ResponseParser } from '../../lib/api';

export interface UploadProgressEvent {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole body, when the browser knows it. */
  total: number | null;
}

export interface UploadRequest<T> {
  method: 'POST' | 'PUT';
  /** Under /api, like the api client's paths. */
  path: string;
  form: FormData;
  headers?: Record<string, string>;
  schema?: ResponseParser<T>;
  onProgress?: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
}

function abortError() {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function readJson(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('json') || !xhr.responseText) return undefined;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

/**
 * Sends multipart form data to the API with XMLHttpRequest, whose upload events report how much
 * of the body has gone (fetch has no upload progress). Resolves with the JSON answer; rejects
 * with an ApiError like the api client (status 0 when no answer came), or an AbortError.
 */
export function sendUpload<T = unknown>(request: UploadRequest<T>): Promise<T> {
  const { method, path, form, headers = {}, schema, onProgress, signal } = request;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) xhr.setRequestHeader('Accept-Language', language);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const stopListening = () => signal?.removeEventListener('abort', handleAbort);
    const handleAbort = () => xhr.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });

    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    };
    xhr.onload = () => {
      stopListening();
      const body = readJson(xhr);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body, xhr.statusText));
        return;
      }
      try {
        resolve(schema ? schema.parse(body) : (body as T));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const networkFailure = () => {
      stopListening();
      reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', 'Network request failed'));
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => {
      stopListening();
      reject(abortError());
    };
    xhr.send(form);
  });
}

/** Percent of the body sent (0–100), or null while the size is unknown. */
export function percentSent({ loaded, total }: UploadProgressEvent): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** A key for the Idempotency-Key header: the same key sent twice makes one track. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http address still gets a random key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
