import { trackProcessingEvent, type TrackProcessingEvent } from '@sada/contracts/events';
import { useEffect, useEffectEvent } from 'react';

/** Reads one `track.processing` message; anything malformed is ignored. */
export function parseProcessingMessage(data: unknown): TrackProcessingEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = trackProcessingEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onEvent` for every processing step of the signed-in user's uploads, from the server's
 * event stream (GET /api/events). The browser reconnects by itself when the stream drops; where
 * there is no EventSource nothing arrives, and callers poll as well.
 */
export function useProcessingEvents(
  onEvent: (event: TrackProcessingEvent) => void,
  enabled = true,
) {
  const handleEvent = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource('/api/events', { withCredentials: true });
    const listener = (message: MessageEvent) => {
      const event = parseProcessingMessage(message.data);
      if (event) handleEvent(event);
    };
    source.addEventListener('track.processing', listener);
    return () => {
      source.removeEventListener('track.processing', listener);
      source.close();
    };
  }, [enabled]);
}
