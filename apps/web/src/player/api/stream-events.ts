import { streamEventStarted, type StreamEventStarted } from '@sada/contracts/streaming';

import { api } from '../../lib/api';

/** POST /api/stream-events when playback of a track begins, from the signed URL it loaded. */
export function startStreamEvent(trackId: string, streamUrl?: string): Promise<StreamEventStarted> {
  const body = streamUrl === undefined ? { trackId } : { trackId, streamUrl };
  return api.post('/stream-events', body, { schema: streamEventStarted });
}

function progressPath(eventId: string): string {
  return `/stream-events/${encodeURIComponent(eventId)}/progress`;
}

/** POST /api/stream-events/:eventId/progress with the milliseconds heard so far. */
export async function reportStreamProgress(
  event: StreamEventStarted,
  completedMs: number,
): Promise<void> {
  await api.post(progressPath(event.eventId), { token: event.token, completedMs });
}

/**
 * The same report while the page goes away: a beacon outlives the page. A string body goes as
 * text/plain, which the server accepts and which needs no preflight.
 */
export function beaconStreamProgress(event: StreamEventStarted, completedMs: number): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = JSON.stringify({ token: event.token, completedMs });
  return navigator.sendBeacon(`/api${progressPath(event.eventId)}`, body);
}

export interface StreamEventsApi {
  start: (trackId: string, streamUrl?: string) => Promise<StreamEventStarted>;
  report: (event: StreamEventStarted, completedMs: number) => Promise<void>;
  beacon: (event: StreamEventStarted, completedMs: number) => boolean;
}

export const streamEventsApi: StreamEventsApi = {
  start: startStreamEvent,
  report: reportStreamProgress,
  beacon: beaconStreamProgress,
};
