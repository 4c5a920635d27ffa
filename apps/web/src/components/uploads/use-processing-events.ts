import type { TrackProcessingEvent } from '@sada/contracts/events';

import { parseServerEvent, useServerEvents } from '../../lib/server-events';

/** Reads one `track.processing` message; anything malformed is ignored. */
export function parseProcessingMessage(data: unknown): TrackProcessingEvent | null {
  return parseServerEvent('track.processing', data);
}

/**
 * Calls `onEvent` for every processing step of the signed-in user's uploads, from the page's
 * shared event stream (lib/server-events). Where there is no EventSource nothing arrives, and
 * callers poll as well.
 */
export function useProcessingEvents(
  onEvent: (event: TrackProcessingEvent) => void,
  enabled = true,
) {
  useServerEvents('track.processing', onEvent, enabled);
}
