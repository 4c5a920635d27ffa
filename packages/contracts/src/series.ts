// Series: an artist's lectures, seerah, tafsir, stories or lessons in order (or as episodes),
// their episodes (tracks of the artist's), and a listener following one.
import { z } from 'zod';

import { trackLanguages } from './enums';
import { trackSummary } from './tracks';

export const seriesKinds = ['lectures', 'seerah', 'tafsir', 'stories', 'learning'] as const;
export type SeriesKind = (typeof seriesKinds)[number];

/** Ordered: episodes are meant to be heard in order (a course); episodic: any order. */
export const seriesOrderings = ['ordered', 'episodic'] as const;
export type SeriesOrdering = (typeof seriesOrderings)[number];

export const SERIES_TITLE_MAX_LENGTH = 120;
export const SERIES_DESCRIPTION_MAX_LENGTH = 4000;
export const SERIES_EPISODES_MAX = 500;

export const seriesMessages = {
  notFound: 'Series not found',
  titleRequired: 'Give the series a title',
  titleTooLong: `The title can be at most ${SERIES_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `The description can be at most ${SERIES_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters`,
  kindInvalid: 'Choose lectures, seerah, tafsir, stories or learning',
  languageInvalid: 'Choose a language',
  orderingInvalid: 'Choose ordered or episodic',
  tooManyEpisodes: `A series can have at most ${SERIES_EPISODES_MAX} episodes`,
  episodeNotYours: 'Only your own tracks can be episodes of your series',
  episodeRepeated: 'Each track can be in the list once',
  episodeInOtherSeries: 'That track is already an episode of another of your series',
  noArtist: 'Create your artist profile before you make a series',
  created: 'Series created',
  saved: 'Series saved',
  deleted: 'Series deleted. Its episodes stay as tracks.',
  followed: 'Following the series',
  unfollowed: 'No longer following the series',
} as const;

const title = z
  .string({ error: seriesMessages.titleRequired })
  .trim()
  .min(1, { error: seriesMessages.titleRequired })
  .max(SERIES_TITLE_MAX_LENGTH, { error: seriesMessages.titleTooLong });
const description = z
  .string()
  .trim()
  .max(SERIES_DESCRIPTION_MAX_LENGTH, { error: seriesMessages.descriptionTooLong });

export const seriesInput = z
  .object({
    title,
    description: description.optional(),
    kind: z.enum(seriesKinds, { error: seriesMessages.kindInvalid }),
    language: z.enum(trackLanguages, { error: seriesMessages.languageInvalid }),
    ordering: z.enum(seriesOrderings, { error: seriesMessages.orderingInvalid }),
  })
  .strict();
export type SeriesInput = z.infer<typeof seriesInput>;

export const seriesUpdate = seriesInput
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Change at least one detail',
  });
export type SeriesUpdate = z.infer<typeof seriesUpdate>;

/** PUT /api/me/series/{seriesId}/episodes: the episodes, in order (add, remove, reorder). */
export const seriesEpisodesUpdate = z
  .object({
    trackIds: z
      .array(z.uuid({ error: 'Not a track id' }))
      .max(SERIES_EPISODES_MAX, { error: seriesMessages.tooManyEpisodes }),
  })
  .strict();
export type SeriesEpisodesUpdate = z.infer<typeof seriesEpisodesUpdate>;

/** The details a reviewer approves before listeners read them. */
export const seriesReviewedFields = [
  'title',
  'description',
  'kind',
  'language',
  'ordering',
] as const;
export type SeriesReviewedField = (typeof seriesReviewedFields)[number];

/** The reviewed details of a series, as listeners read them once approved. */
export const seriesDetails = z
  .object({
    title: z.string(),
    description: z.string().nullable(),
    kind: z.enum(seriesKinds),
    language: z.enum(trackLanguages),
    ordering: z.enum(seriesOrderings),
  })
  .meta({ id: 'SeriesDetails' });
export type SeriesDetails = z.infer<typeof seriesDetails>;

/**
 * The artist's edit of an approved series, waiting for review: only the details that differ from
 * the approved ones, with their new values.
 */
export const pendingSeriesChanges = seriesDetails.partial().meta({ id: 'PendingSeriesChanges' });
export type PendingSeriesChanges = z.infer<typeof pendingSeriesChanges>;

/**
 * Where a series stands in review, for its artist: `pending`, never approved and waiting;
 * `approved`, listeners read it as it is; `changesPending`, listeners read the approved details
 * while the edit in `pending` waits; `rejected`, a reviewer turned down the series (never
 * approved) or the last edit (approved, `approvedAt` set), for the reason in `note`.
 */
export const seriesReviewStates = ['pending', 'approved', 'changesPending', 'rejected'] as const;
export type SeriesReviewState = (typeof seriesReviewStates)[number];

export const seriesReview = z
  .object({
    state: z.enum(seriesReviewStates),
    /** Why a reviewer turned down the series or its last edit; kept while the next one waits. */
    note: z.string().nullable(),
    /** The edit waiting for review (changesPending); null otherwise. */
    pending: pendingSeriesChanges.nullable(),
    /** When a reviewer first approved the series; null while listeners have never seen it. */
    approvedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'SeriesReview' });
export type SeriesReview = z.infer<typeof seriesReview>;

export const seriesIdParams = z.object({ seriesId: z.uuid({ error: 'Not a series id' }) });

/** A series as cards and lists show it. */
export const seriesSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    kind: z.enum(seriesKinds),
    language: z.enum(trackLanguages),
    ordering: z.enum(seriesOrderings),
    artist: z.object({ id: z.uuid(), name: z.string(), verified: z.boolean() }),
    /** The cover of its first episode that has one; null when none has. */
    coverUrl: z.string().nullable(),
    /** Episodes listeners can play (live). */
    episodeCount: z.number().int().nonnegative(),
    followerCount: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    /**
     * Where the series stands in review: for its artist only (null for everyone else, so nobody
     * else reads an edit before it is approved). The details above are the approved ones, or,
     * for a series never approved, the ones waiting for review.
     */
    review: seriesReview.nullable().optional(),
  })
  .meta({ id: 'SeriesSummary' });
export type SeriesSummary = z.infer<typeof seriesSummary>;

/** The listener's place in an episode; null for a visitor or an episode not started. */
export const episodeProgress = z
  .object({
    positionMs: z.number().int().nonnegative(),
    played: z.boolean(),
  })
  .meta({ id: 'EpisodeProgress' });
export type EpisodeProgress = z.infer<typeof episodeProgress>;

export const seriesEpisode = z
  .object({
    /** 1-based place in the series. */
    number: z.number().int().positive(),
    track: trackSummary,
    progress: episodeProgress.nullable(),
  })
  .meta({ id: 'SeriesEpisode' });
export type SeriesEpisode = z.infer<typeof seriesEpisode>;

/** GET /api/series/{seriesId}: the series page. */
export const seriesDetail = seriesSummary
  .extend({
    episodes: z.array(seriesEpisode),
    /** Whether the signed-in viewer follows it (false for visitors). */
    following: z.boolean(),
    /** Whether the viewer is its artist (who also sees episodes not yet live). */
    mine: z.boolean(),
    /** The episode 'Continue' plays: the first unfinished one, in order; null when all are done. */
    continueTrackId: z.uuid().nullable(),
    /** The podcast feed of the series (RSS), for a podcast app. */
    feedUrl: z.string(),
  })
  .meta({ id: 'SeriesDetail' });
export type SeriesDetail = z.infer<typeof seriesDetail>;

export const seriesList = z.object({ series: z.array(seriesSummary) }).meta({ id: 'SeriesList' });
export type SeriesList = z.infer<typeof seriesList>;

export const seriesFollowState = z
  .object({
    following: z.boolean(),
    followerCount: z.number().int().nonnegative(),
    message: z.string(),
  })
  .meta({ id: 'SeriesFollowState' });
