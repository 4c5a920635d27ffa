import { type PlayableTracks, playableTracks, type PlaySourceKind } from '@sada/contracts/tracks';

import { api } from '../../lib/api';

/** A genre is named by its slug. */
export type PlaySource = { kind: PlaySourceKind | 'genre'; id: string } | { kind: 'liked' };

/** GET /api/play/:kind/:id or /api/play/liked: everything a Play button queues, in order. */
export function getPlaySource(source: PlaySource, signal?: AbortSignal): Promise<PlayableTracks> {
  const path =
    source.kind === 'liked'
      ? '/play/liked'
      : `/play/${source.kind}/${encodeURIComponent(source.id)}`;
  return api.get(path, { schema: playableTracks, signal });
}
