// Tracks as lists and the player read them, and the lists of tracks a Play button starts.
import { z } from 'zod';

import { chapter } from './chapters';
import { audioFormats, islamicContentTypes, trackLanguages, trackStatuses } from './enums';
import { instrumentations } from './instrumentation';
import { recitationDetails } from './recitation';
import { reviewRecord } from './review-record';

/** A track as cards, rows and the player show it. */
export const trackSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    artist: z.object({ id: z.uuid(), name: z.string(), verified: z.boolean() }),
    album: z.object({ id: z.uuid(), title: z.string() }).nullable(),
    durationMs: z.number().int().nonnegative().nullable(),
    coverUrl: z.string().nullable(),
    explicit: z.boolean(),
    status: z.enum(trackStatuses),
    playCount: z.number().int().nonnegative(),
    likeCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'TrackSummary' });
export type TrackSummary = z.infer<typeof trackSummary>;

/** One track as its page shows it, with its details. */
export const trackDetail = trackSummary
  .extend({
    lyrics: z.string().nullable(),
    /** Whether it has text layers to follow while it plays (GET /api/tracks/{id}/text). */
    hasText: z.boolean(),
    /** Chapter marks, in order (empty when it has none). */
    chapters: z.array(chapter),
    language: z.enum(trackLanguages),
    contentType: z.enum(islamicContentTypes),
    /** What review confirmed the track is made of; null if reviewed before it was asked. */
    instrumentation: z.enum(instrumentations).nullable(),
    /**
     * Outside what the viewer chose to hear: the page shows it with the reason, and it is not
     * played (no stream link is given for it).
     */
    outsideRule: z.boolean(),
    /** Who reviewed what listeners get now, and when; or that it is under review. */
    review: reviewRecord,
    /** The format of the upload as received; null until it has been processed. */
    audioFormat: z.enum(audioFormats).nullable(),
    genre: z.object({ slug: z.string(), name: z.string() }),
    /** Where a Quranic recitation comes from; null for other genres. */
    recitation: recitationDetails.nullable(),
  })
  .meta({ id: 'TrackDetail' });
export type TrackDetail = z.infer<typeof trackDetail>;

export const trackIdParams = z.object({ trackId: z.uuid({ error: 'Not a track id' }) });

/** Orders of the public track lists (`category` of /all/tracks). */
export const trackListSorts = ['popular', 'liked', 'recent'] as const;
export type TrackListSort = (typeof trackListSorts)[number];

export const TRACK_LIST_MAX_LIMIT = 50;

export const trackListQuery = z.object({
  sort: z
    .enum(trackListSorts, { error: 'sort must be popular, liked or recent' })
    .default('popular'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(TRACK_LIST_MAX_LIMIT, { error: `limit must be at most ${TRACK_LIST_MAX_LIMIT}` })
    .default(20),
  /** Opaque; from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
});
export type TrackListQuery = z.infer<typeof trackListQuery>;

export const trackPage = z
  .object({ tracks: z.array(trackSummary), nextCursor: z.string().nullable() })
  .meta({ id: 'TrackPage' });
export type TrackPage = z.infer<typeof trackPage>;

/** Everything a Play button queues, in play order. */
export const playableTracks = z
  .object({ tracks: z.array(trackSummary) })
  .meta({ id: 'PlayableTracks' });
export type PlayableTracks = z.infer<typeof playableTracks>;

/** Sources a Play button can start: an artist's live tracks, a playlist, an album, liked songs. */
export const playSourceKinds = ['artist', 'playlist', 'album'] as const;
export type PlaySourceKind = (typeof playSourceKinds)[number];

export const playSourceParams = z.object({
  kind: z.enum(playSourceKinds, { error: 'Unknown play source' }),
  id: z.uuid({ error: 'Not an id' }),
});

/** At most this many tracks are queued from one source. */
export const PLAY_SOURCE_MAX_TRACKS = 500;

export const likeState = z
  .object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeState>;

/** The most track ids one like-state request may ask about: a page of the longest list. */
export const TRACK_LIKES_BATCH_MAX = 100;

/** GET /api/me/likes/tracks?ids=a,b,c: the like state of a page of tracks in one request. */
export const trackLikesQuery = z.object({
  ids: z
    .string({ error: 'ids must be a comma-separated list of track ids' })
    .transform((ids) => (ids === '' ? [] : [...new Set(ids.split(','))]))
    .pipe(
      z
        .array(z.uuid({ error: 'Not a track id' }))
        .min(1, { error: 'ids must name at least one track' })
        .max(TRACK_LIKES_BATCH_MAX, {
          error: `ids must name at most ${TRACK_LIKES_BATCH_MAX} tracks`,
        }),
    ),
});

/** One entry per asked track the caller may play; the others are left out, as if missing. */
export const trackLikeStates = z
  .object({ likes: z.array(likeState.extend({ trackId: z.uuid() })) })
  .meta({ id: 'TrackLikeStates' });
export type TrackLikeStates = z.infer<typeof trackLikeStates>;

export const playerMessages = {
  trackNotFound: 'Track not found',
  artistNotFound: 'Artist not found',
  playlistNotFound: 'Playlist not found',
  albumNotFound: 'Album not found',
  signInToLike: 'You need to be signed in to like tracks',
} as const;
