import { myTrackResponse } from '@sada/contracts/uploads';

import { sendUpload } from '../../../components/uploads/send-upload';

/**
 * PUT /api/me/tracks/:trackId/cover: the cover of a track sent by the resumable upload, which
 * carries only the audio. Accepted until the track is reviewed.
 */
export function setTrackCover(trackId: string, cover: File) {
  const form = new FormData();
  form.append('cover', cover);
  return sendUpload({
    method: 'PUT',
    path: `/me/tracks/${trackId}/cover`,
    form,
    schema: myTrackResponse,
  });
}
