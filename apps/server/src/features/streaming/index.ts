// What other features may ask of streaming: the audio a podcast app gets for a track, and the
// stable address it fetches it from (GET /api/tracks/{id}/audio).
import { PODCAST_QUALITY_KBPS } from '@sada/contracts/stream-qualities';

import type { Executor } from '../../db/client';
import { chooseRendition } from './renditions';
import { listRenditions } from './repository';

/** The rendition /api/tracks/{id}/audio sends by default: its size and type, for an enclosure. */
export async function podcastAudioOf(db: Executor, trackId: string) {
  const rendition = chooseRendition(await listRenditions(db, trackId), PODCAST_QUALITY_KBPS);
  return rendition ? { sizeBytes: rendition.sizeBytes, mimeType: rendition.mimeType } : null;
}

export const publicAudioPath = (trackId: string) => `/api/tracks/${trackId}/audio`;
