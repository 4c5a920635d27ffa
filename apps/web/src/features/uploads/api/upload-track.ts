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

/** The text fields of an upload, in the order the form sends them; empty lyrics left out. */
export function trackFormFields(details: TrackDetailsValues): [string, string][] {
  const fields: [string, string][] = [['title', details.title]];
  if (details.lyrics.trim()) fields.push(['lyrics', details.lyrics]);
  fields.push(
    ['language', details.language],
    ['contentType', details.contentType],
    ['instrumentation', details.instrumentation],
    ['genre', details.genre],
    ['explicit', String(details.explicit)],
  );
  for (const [name, value] of Object.entries(details.recitation ?? {})) {
    fields.push([name, String(value)]);
  }
  return fields;
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
  for (const [name, value] of trackFormFields(details)) form.append(name, value);
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
