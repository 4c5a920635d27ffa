import { type StreamQuality, streamUrl, type StreamUrl } from '@sada/contracts/streaming';

import { api } from '../../lib/api';

/** GET /api/tracks/:trackId/stream-url: a signed URL the audio element loads directly. */
export function getStreamUrl(
  trackId: string,
  quality: StreamQuality,
  signal?: AbortSignal,
): Promise<StreamUrl> {
  return api.get(`/tracks/${encodeURIComponent(trackId)}/stream-url?quality=${quality}`, {
    schema: streamUrl,
    signal,
  });
}
