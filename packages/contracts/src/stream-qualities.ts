// The bitrates a listener can choose, without zod: the web app's player needs them before it
// loads any contract check.

/** The bitrates a listener can cap streaming at; 320 is the advertised best. */
export const streamQualities = [96, 128, 192, 256, 320] as const;
export type StreamQuality = (typeof streamQualities)[number];
export const DEFAULT_STREAM_QUALITY: StreamQuality = 320;

/** What a podcast app gets: spoken word needs no more, and a long episode stays small. */
export const PODCAST_QUALITY_KBPS: StreamQuality = 128;
