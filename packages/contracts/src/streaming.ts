// Streaming a track's audio and recording what was listened to.
import { z } from 'zod';

import { DEFAULT_STREAM_QUALITY, streamQualities } from './stream-qualities';

export { DEFAULT_STREAM_QUALITY, type StreamQuality, streamQualities } from './stream-qualities';

/** Signed stream URLs are valid this long unless configured otherwise (3600 s). */
export const STREAM_URL_TTL_SECONDS = 3600;

export const streamUrlQuery = z.object({
  quality: z.coerce
    .number({ error: 'quality must be a number' })
    .pipe(
      z.union(
        streamQualities.map((q) => z.literal(q)),
        { error: `quality must be one of ${streamQualities.join(', ')}` },
      ),
    )
    .default(DEFAULT_STREAM_QUALITY),
});

/** A URL the media element can load without any header, and what it will get. */
export const streamUrl = z
  .object({
    url: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
    mimeType: z.string(),
    /** The bitrate of the file served; null when unknown. */
    bitrateKbps: z.number().int().positive().nullable(),
    /**
     * The bitrates of the track's files a listener can get, best first; a quality menu offers
     * these and no others (a quality asked for picks the best of them not above it).
     */
    qualities: z.array(z.number().int().positive()),
  })
  .meta({ id: 'StreamUrl' });
export type StreamUrl = z.infer<typeof streamUrl>;

/** A listen of at least this long counts as a play (or one that reaches the end). */
export const PLAY_COUNT_MIN_MS = 30_000;

export const streamEventStart = z
  .object({
    trackId: z.uuid({ error: 'Not a track id' }),
    /**
     * The signed stream URL the player loaded for this listen. Only a listen whose link served a
     * meaningful part of the audio counts as a play; without it the listen is only kept in the
     * history.
     */
    streamUrl: z.string().max(1000, { error: 'streamUrl is too long' }).optional(),
  })
  .strict();
export type StreamEventStart = z.infer<typeof streamEventStart>;

export const streamEventStarted = z
  .object({
    eventId: z.uuid(),
    /** Proves the caller started this event; sent back with each progress report. */
    token: z.string(),
  })
  .meta({ id: 'StreamEventStarted' });
export type StreamEventStarted = z.infer<typeof streamEventStarted>;

export const streamEventIdParams = z.object({ eventId: z.uuid({ error: 'Not an event id' }) });

/** How far playback got, in milliseconds of audio heard (pause, end, or the page closing). */
export const streamEventProgress = z
  .object({
    token: z.string().min(1).max(200),
    completedMs: z
      .number({ error: 'completedMs must be a number' })
      .int({ error: 'completedMs must be a whole number' })
      .min(0, { error: 'completedMs must not be negative' })
      .max(24 * 3_600_000, { error: 'completedMs is too large' }),
  })
  .strict();
export type StreamEventProgress = z.infer<typeof streamEventProgress>;

export const streamEventRecorded = z
  .object({ completedMs: z.number().int().nonnegative(), counted: z.boolean() })
  .meta({ id: 'StreamEventRecorded' });
export type StreamEventRecorded = z.infer<typeof streamEventRecorded>;

/**
 * Plays one listener (a signed-in account, else a client address) adds to one track's count in an
 * hour; further listens are kept in the history but not counted.
 */
export const COUNTED_PLAYS_PER_TRACK_PER_HOUR = 5;

/** Stream events a client address may start in a minute; more answer 429. */
export const STREAM_EVENT_STARTS_PER_MINUTE = 60;

export const streamingMessages = {
  noAudio: 'No audio is available for this track yet',
  linkInvalid: 'This stream link is not valid',
  linkExpired: 'This stream link has expired',
  reportInvalid: 'This listening report does not belong to that stream',
  eventNotFound: 'Stream event not found',
  tooManyStarts: 'Too many plays started in a short time. Please wait a minute and try again.',
  rangeNotSatisfiable: 'The requested range is outside the audio file',
} as const;

export const streamingErrorCodes = {
  noAudio: 'no_audio',
  linkInvalid: 'stream_link_invalid',
  linkExpired: 'stream_link_expired',
  reportInvalid: 'stream_report_invalid',
  rangeNotSatisfiable: 'range_not_satisfiable',
  /** The track is outside what the listener chose to hear (instrumentation.ts). */
  outsideRule: 'outside_listening_rule',
} as const;
