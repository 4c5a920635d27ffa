import { IDEMPOTENCY_KEY_HEADER, myTrackResponse } from '@sada/contracts/uploads';

import { sendUpload, type UploadProgressEvent } from '../../../components/uploads/send-upload';
import type { TrackDetailsValues } from '../../../components/uploads/track-details-form';

export interface TrackUpload {
  details: TrackDetailsValues;
  audio: File;
  cover: File | null;
  /** The same key for a retry of the same upload, so that it never makes a second track. */
  idempotencyKey: string;
  onProgress: (progress: UploadProgressEvent) => void;
  signal: AbortSignal;
}

/**
 * POST /api/uploads/tracks. The text fields go first so the server knows the
 * title before the files stream in.
 */
export function uploadTrack({
  details,
  audio,
  cover,
  idempotencyKey,
  onProgress,
  signal,
}: TrackUpload) {
  const form = new FormData();
  form.append('title', details.title);
  if (details.lyrics.trim()) form.append('lyrics', details.lyrics);
  form.append('language', details.language);
  form.append('contentType', details.contentType);
  form.append('instrumentation', details.instrumentation);
  form.append('genre', details.genre);
  form.append('explicit', String(details.explicit));
  for (const [name, value] of Object.entries(details.recitation ?? {})) {
    form.append(name, String(value));
  }
  form.append('audio', audio);
  if (cover) form.append('cover', cover);
  return sendUpload({
    method: 'POST',
    path: '/uploads/tracks',
    form,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: myTrackResponse,
    onProgress,
    signal,
  });
}
