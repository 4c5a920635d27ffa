import {
  listeningPosition,
  type ListeningPosition,
  listeningPositions,
} from '@sada/contracts/positions';

import { api } from '../../lib/api';

/** GET /api/me/positions?ids=: the listener's saved places in these tracks (unstarted ones left out). */
export async function getPositions(
  trackIds: readonly string[],
  signal?: AbortSignal,
): Promise<ListeningPosition[]> {
  const ids = trackIds.map(encodeURIComponent).join(',');
  const answer = await api.get(`/me/positions?ids=${ids}`, { schema: listeningPositions, signal });
  return answer.positions;
}

/**
 * PUT /api/me/positions/:trackId. `keepalive` lets the request finish after the page is gone: a
 * beacon cannot send a PUT with the session cookie and a JSON body.
 */
export function savePosition(
  trackId: string,
  positionMs: number,
  options: { keepalive?: boolean } = {},
): Promise<ListeningPosition> {
  return api.put(
    `/me/positions/${encodeURIComponent(trackId)}`,
    { positionMs: Math.max(0, Math.round(positionMs)) },
    { schema: listeningPosition, keepalive: options.keepalive },
  );
}

export interface PositionsApi {
  get: (trackIds: readonly string[]) => Promise<ListeningPosition[]>;
  save: (
    trackId: string,
    positionMs: number,
    options?: { keepalive?: boolean },
  ) => Promise<ListeningPosition>;
}

export const positionsApi: PositionsApi = { get: getPositions, save: savePosition };
