// Server-Sent Events on GET /api/events: one stream per signed-in user.
import { z } from 'zod';

import { processingStages, trackStatuses } from './enums';
import { notificationEvent } from './notifications';

/** The server writes a comment line this often so proxies keep the stream open. */
export const EVENTS_HEARTBEAT_SECONDS = 15;
/** How long a browser waits before reconnecting after the stream drops. */
export const EVENTS_RETRY_MS = 5000;

/**
 * GET /api/events. `lastEventId` stands in for the Last-Event-ID header when a page opens a new
 * stream after the browser gave up on the old one; the header wins when both are sent.
 */
export const eventsQuery = z.object({ lastEventId: z.string().max(100).optional() });

/** A step of an upload's processing; `event: track.processing`. */
export const trackProcessingEvent = z
  .object({
    type: z.literal('track.processing'),
    trackId: z.uuid(),
    title: z.string(),
    status: z.enum(trackStatuses),
    stage: z.enum(processingStages),
    progress: z.number().int().min(0).max(100),
    /** With stage failed: what went wrong, in words for the artist. */
    error: z.string().nullable(),
  })
  .meta({ id: 'TrackProcessingEvent' });
export type TrackProcessingEvent = z.infer<typeof trackProcessingEvent>;

/** Everything the stream can carry; later features add their own types here. */
export const serverEvent = z.discriminatedUnion('type', [trackProcessingEvent, notificationEvent]);
export type ServerEvent = z.infer<typeof serverEvent>;
export type ServerEventType = ServerEvent['type'];
