import { resumableUpload, uploadMessages } from '@sada/contracts/uploads';
import { DetailedError, Upload, type HttpResponse, type PreviousUpload } from 'tus-js-client';

import type { TrackDetailsValues } from '../../../components/uploads/track-details-form';
import { ApiError, NETWORK_ERROR_STATUS, toApiError } from '../../../lib/api';
import { trackFormFields } from './upload-track';

/** Each PATCH sends this much: a dropped connection costs at most one part. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits between attempts after a failed part, in ms; then the upload fails. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** Answers worth another attempt: a proxy or a restarting server, a lock, a conflict. */
const RETRY_STATUSES = new Set([409, 423, 502, 503, 504]);

export interface ResumableUploadRequest {
  details: TrackDetailsValues;
  audio: File;
  /** Percent of the file the server has (0–100). */
  onProgress: (percent: number) => void;
  /** An earlier upload of the same file goes on from `percent`. */
  onResume: (percent: number) => void;
  /** True while the browser is offline and the upload waits for the connection. */
  onWaiting: (waiting: boolean) => void;
}

export interface ResumableUpload {
  /** The new track's id, once the last part is in; rejects with an ApiError or an AbortError. */
  done: Promise<string>;
  /** Stops the upload and removes what the server holds of it. */
  cancel: () => void;
  /** Stops sending and keeps the upload, to resume when the same file is chosen again. */
  stop: () => void;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const percentOf = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((sent / total) * 100))) : 0;

/** The route's own errors are JSON; tus and its hooks answer in plain text. */
function responseError(response: HttpResponse): ApiError {
  const status = response.getStatus();
  const body = response.getBody();
  try {
    const parsed: unknown = JSON.parse(body);
    return toApiError(status, parsed);
  } catch {
    const text = typeof body === 'string' ? body.trim() : '';
    return text ? new ApiError(status, `HTTP_${status}`, text) : toApiError(status, undefined);
  }
}

function toUploadError(error: Error): ApiError {
  if (error instanceof DetailedError && error.originalResponse) {
    return responseError(error.originalResponse);
  }
  return new ApiError(NETWORK_ERROR_STATUS, 'NETWORK_ERROR', error.message);
}

/** The text fields of the form as tus metadata, with the file's name and type. */
function metadataOf(details: TrackDetailsValues, audio: File): Record<string, string> {
  return {
    ...Object.fromEntries(trackFormFields(details)),
    filename: audio.name,
    filetype: audio.type,
  };
}

const sameMetadata = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Sends a long file by the tus protocol to /api/uploads/resumable, in parts, with the form's
 * fields as metadata. A dropped part is tried again; while the browser is offline the upload
 * waits and goes on when the connection is back. The browser remembers the upload, so choosing
 * the same file with the same details after a reload continues where it stopped.
 */
export function startResumableUpload(request: ResumableUploadRequest): ResumableUpload {
  const { details, audio, onProgress, onResume, onWaiting } = request;
  const metadata = metadataOf(details, audio);
  let trackId: string | null = null;
  let resuming = false;
  let waiting = false;
  let finished = false;
  let settle: { resolve: (id: string) => void; reject: (error: unknown) => void } | null = null;
  const done = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const finish = (outcome: { trackId: string } | { error: unknown }) => {
    if (finished) return;
    finished = true;
    window.removeEventListener('online', handleOnline);
    window.removeEventListener('offline', handleOffline);
    if ('trackId' in outcome) settle?.resolve(outcome.trackId);
    else settle?.reject(outcome.error);
  };

  const wait = () => {
    if (waiting) return;
    waiting = true;
    onWaiting(true);
  };

  const upload = new Upload(audio, {
    endpoint: new URL(resumableUpload.path, window.location.href).href,
    metadata,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    headers: {
      ...(document.documentElement.lang
        ? { 'Accept-Language': document.documentElement.lang }
        : {}),
    },
    onBeforeRequest: (req) => {
      // The session cookie goes with every part, like the api client's requests.
      const xhr: unknown = req.getUnderlyingObject();
      if (xhr instanceof XMLHttpRequest) xhr.withCredentials = true;
    },
    onAfterResponse: (req, res) => {
      const id = res.getHeader(resumableUpload.trackIdHeader);
      if (id) trackId = id;
      // The first answer about a remembered upload says where it stopped (or that it is gone).
      if (resuming) {
        resuming = false;
        const offset = Number(res.getHeader('Upload-Offset'));
        if (req.getMethod() === 'HEAD' && res.getStatus() === 200 && Number.isFinite(offset)) {
          onResume(percentOf(offset, audio.size));
        }
      }
    },
    onProgress: (sent, total) => onProgress(percentOf(sent, total)),
    onShouldRetry: (error) => {
      if (!isOnline()) return false;
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || RETRY_STATUSES.has(status);
    },
    onError: (error) => {
      // Offline: the upload waits, and starts again from the server's offset once back online.
      if (!isOnline() && !(error instanceof DetailedError && error.originalResponse)) {
        wait();
        return;
      }
      finish({ error: toUploadError(error) });
    },
    onSuccess: () => {
      if (trackId) finish({ trackId });
      else finish({ error: toApiError(500, undefined, uploadMessages.uploadNotSaved) });
    },
  });

  function handleOffline() {
    if (finished) return;
    wait();
    // The part on its way would hang until a timeout: stopped now, sent again when back.
    void upload.abort(false);
  }

  function handleOnline() {
    if (finished || !waiting) return;
    waiting = false;
    onWaiting(false);
    upload.start();
  }

  window.addEventListener('online', handleOnline);
  window.addEventListener('offline', handleOffline);

  const begin = async () => {
    let previous: PreviousUpload[] = [];
    try {
      previous = await upload.findPreviousUploads();
    } catch {
      // Nothing remembered (storage blocked): a new upload.
    }
    if (finished) return;
    // Only an upload of the same file with the same details: the details become the track.
    const earlier = previous
      .filter((item) => item.uploadUrl && sameMetadata(item.metadata, metadata))
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (earlier) {
      resuming = true;
      upload.resumeFromPreviousUpload(earlier);
    }
    if (isOnline()) upload.start();
    else wait();
  };
  void begin();

  const abort = (terminate: boolean) => {
    if (finished) return;
    finish({ error: new DOMException('The upload was cancelled', 'AbortError') });
    // Terminated, it is removed on the server at once; else (or offline) after a day.
    upload.abort(terminate).catch(() => undefined);
  };

  return { done, cancel: () => abort(true), stop: () => abort(false) };
}
