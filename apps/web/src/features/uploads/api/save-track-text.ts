import { myTrackText, type TrackTextUpdate } from '@sada/contracts/text-layers';

import { api } from '../../../lib/api';

/** PUT /api/me/tracks/:id/text: the layers given with the upload, once the track exists. */
export function saveTrackText(trackId: string, update: TrackTextUpdate, signal?: AbortSignal) {
  return api.put(`/me/tracks/${encodeURIComponent(trackId)}/text`, update, {
    schema: myTrackText,
    signal,
  });
}
