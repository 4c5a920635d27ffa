// Series (a course of lectures, a seerah, a tafsir): the artist makes one and orders its
// episodes; listeners open its page, continue where they are, and follow it.
import {
  seriesMessages,
  type SeriesDetail,
  type SeriesEpisodesUpdate,
  type SeriesInput,
  type SeriesSummary,
  type SeriesUpdate,
} from '@sada/contracts/series';
import { eq } from 'drizzle-orm';

import type { Hearing } from '../../catalog/listening-rule';
import { toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { artists, series } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
import { type CatalogCaching, createReadCache } from '../../platform/read-cache';
import { authorize, can, type Actor } from '../../policy/policy';
import { deliverNotifications, insertNotifications } from '../notifications';
import { podcastAudioOf } from '../streaming';
import { buildSeriesFeed, feedEtag } from './feed';
import { newEpisodeNotifications } from './new-episodes';
import {
  checkEpisodeTracks,
  findPositionsOf,
  findSeries,
  isFollowing,
  listArtistSeries,
  listEpisodes,
  listFeedEpisodes,
  listFollowedSeries,
  listRecentSeries,
  replaceEpisodes,
  setFollow,
  type SeriesRow,
} from './repository';
import { editOf, reviewOf } from './review';

const seriesNotFound = () => notFound(seriesMessages.notFound);
const invalid = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: message });

/**
 * A series as lists and pages show it; with `ownerView` (its artist asking), where it stands in
 * review, which nobody else reads.
 */
export function toSeriesSummary(row: NonNullable<SeriesRow>, ownerView = false): SeriesSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    language: row.language,
    ordering: row.ordering,
    artist: { id: row.artistId, name: row.artistName, verified: row.artistVerified },
    coverUrl: row.coverUrl,
    episodeCount: row.episodeCount,
    followerCount: row.followerCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    review: ownerView ? reviewOf(row) : null,
  };
}

/** Its artist's view of each of `rows`. */
const ownerSummaries = (rows: NonNullable<SeriesRow>[]) =>
  rows.map((row) => toSeriesSummary(row, true));
/** Everyone else's view of each of `rows`. */
const listenerSummaries = (rows: NonNullable<SeriesRow>[]) =>
  rows.map((row) => toSeriesSummary(row));

export function createSeriesService(
  db: Database,
  opts: { publicUrl: string; caching: CatalogCaching; events: EventBus },
) {
  // Built feeds, forgotten whenever what is live changes: a take-down, or an approval of the
  // series' details (migration 0026), leaves the feed at once.
  const feeds = createReadCache<{ xml: string; etag: string }>({
    ttlMs: opts.caching.seconds * 1000,
    maxEntries: 1000,
    forgetting: opts.caching.forgetting,
  });

  /**
   * The series, if the caller may see it: its artist always, others once a reviewer approved it
   * and it has a live episode.
   */
  async function visible(actor: Actor | null, seriesId: string) {
    const row = await findSeries(db, seriesId);
    if (!row) throw seriesNotFound();
    const mine = actor !== null && can(actor, 'series:manage', row);
    if (!mine && (row.approvedAt === null || row.episodeCount === 0)) throw seriesNotFound();
    return { row, mine };
  }

  /** The series, if the caller manages it: 404 unseen, 403 someone else's. */
  async function managed(actor: Actor, seriesId: string) {
    const { row } = await visible(actor, seriesId);
    authorize(actor, 'series:manage', row);
    return row;
  }

  async function ownArtist(actor: Actor) {
    const [artist] = await db
      .select({ id: artists.id })
      .from(artists)
      .where(eq(artists.ownerUserId, actor.id));
    if (!artist) throw new AppError(403, 'no_artist_profile', seriesMessages.noArtist);
    return artist;
  }

  /** The artist's view of their series. */
  async function summary(seriesId: string) {
    const row = await findSeries(db, seriesId);
    if (!row) throw seriesNotFound();
    return toSeriesSummary(row, true);
  }

  return {
    async create(actor: Actor, input: SeriesInput): Promise<SeriesSummary> {
      const artist = await ownArtist(actor);
      const [created] = await db
        .insert(series)
        .values({
          ...input,
          description: input.description || null,
          artistId: artist.id,
          // Nobody but its artist sees it until a reviewer approves it.
          reviewRequestedAt: new Date(),
        })
        .returning({ id: series.id });
      if (!created) throw new Error('series not created');
      return summary(created.id);
    },

    /** The artist's edit: at once while never approved, apart for review once approved. */
    async update(actor: Actor, seriesId: string, change: SeriesUpdate): Promise<SeriesSummary> {
      await managed(actor, seriesId);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select(reviewedColumns)
          .from(series)
          .where(eq(series.id, seriesId))
          .for('update');
        if (!row) throw seriesNotFound();
        const write = editOf(row, change, new Date());
        if (write) await tx.update(series).set(write).where(eq(series.id, seriesId));
      });
      return summary(seriesId);
    },

    async remove(actor: Actor, seriesId: string) {
      await managed(actor, seriesId);
      await db.delete(series).where(eq(series.id, seriesId));
      return { message: seriesMessages.deleted };
    },

    /** Sets the episodes, in order: the artist's own tracks, each in one series at most. */
    async setEpisodes(actor: Actor, seriesId: string, update: SeriesEpisodesUpdate) {
      const row = await managed(actor, seriesId);
      const ids = update.trackIds;
      const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
      if (repeated >= 0) throw invalid(`trackIds.${repeated}`, seriesMessages.episodeRepeated);
      const created = await db.transaction(async (tx) => {
        const { owned, elsewhere, live, before } = await checkEpisodeTracks(
          tx,
          row.artistId,
          seriesId,
          ids,
        );
        const notMine = ids.findIndex((id) => !owned.has(id));
        if (notMine >= 0) throw invalid(`trackIds.${notMine}`, seriesMessages.episodeNotYours);
        const taken = ids.findIndex((id) => elsewhere.has(id));
        if (taken >= 0) throw invalid(`trackIds.${taken}`, seriesMessages.episodeInOtherSeries);
        await replaceEpisodes(tx, seriesId, ids);
        // A live track new to the series is a new episode to its followers.
        const added = [...live.entries()]
          .filter(([id]) => !before.has(id))
          .map(([id, title]) => ({ id, title }));
        return insertNotifications(tx, await newEpisodeNotifications(tx, added));
      });
      await deliverNotifications(opts.events, created);
      return this.detail(actor, hearingOfOwner(actor), seriesId);
    },

    async detail(actor: Actor | null, hearing: Hearing, seriesId: string): Promise<SeriesDetail> {
      const { row, mine } = await visible(actor, seriesId);
      const episodes = await listEpisodes(db, seriesId, mine ? null : hearing);
      const positions = actor
        ? await findPositionsOf(
            db,
            actor.id,
            episodes.map((e) => e.id),
          )
        : [];
      const byTrack = new Map(positions.map((p) => [p.trackId, p]));
      const listed = episodes.map((episode, index) => {
        const place = byTrack.get(episode.id);
        return {
          number: index + 1,
          track: toTrackSummary(episode),
          progress: place ? { positionMs: place.positionMs, played: place.played } : null,
        };
      });
      const next = listed.find((e) => e.track.status === 'live' && !(e.progress?.played ?? false));
      return {
        ...toSeriesSummary(row, mine),
        episodes: listed,
        following: actor ? await isFollowing(db, actor.id, seriesId) : false,
        mine,
        continueTrackId: next?.track.id ?? null,
        feedUrl: `${opts.publicUrl}/api/series/${seriesId}/feed.xml`,
      };
    },

    async follow(actor: Actor, seriesId: string, follow: boolean) {
      await visible(actor, seriesId);
      const followerCount = await setFollow(db, actor.id, seriesId, follow);
      return {
        following: follow,
        followerCount,
        message: follow ? seriesMessages.followed : seriesMessages.unfollowed,
      };
    },

    async ofArtist(actor: Actor | null, artistId: string) {
      const [artist] = await db
        .select({ ownerUserId: artists.ownerUserId })
        .from(artists)
        .where(eq(artists.id, artistId));
      if (!artist) throw notFound('Artist not found');
      const mine = actor !== null && actor.id === artist.ownerUserId;
      const rows = await listArtistSeries(db, artistId, !mine);
      return { series: mine ? ownerSummaries(rows) : listenerSummaries(rows) };
    },

    async mine(actor: Actor) {
      const [artist] = await db
        .select({ id: artists.id })
        .from(artists)
        .where(eq(artists.ownerUserId, actor.id));
      if (!artist) return { series: [] };
      return { series: ownerSummaries(await listArtistSeries(db, artist.id, false)) };
    },

    async followed(actor: Actor) {
      return { series: listenerSummaries(await listFollowedSeries(db, actor.id)) };
    },

    /** The podcast feed of a series with live episodes, and its validator. */
    feed(seriesId: string) {
      return feeds.get(seriesId, async () => {
        const { row } = await visible(null, seriesId);
        const episodes = await listFeedEpisodes(db, seriesId);
        const withAudio = await Promise.all(
          episodes.map(async (episode, index) => ({
            ...episode,
            number: index + 1,
            audio: await podcastAudioOf(db, episode.id),
          })),
        );
        const xml = buildSeriesFeed(toSeriesSummary(row), withAudio, opts.publicUrl);
        return { xml, etag: feedEtag(xml) };
      });
    },

    async recent(limit: number) {
      return { series: listenerSummaries(await listRecentSeries(db, limit)) };
    },
  };
}

/** The details a review is about, and where the series stands in it. */
const reviewedColumns = {
  title: series.title,
  description: series.description,
  kind: series.kind,
  language: series.language,
  ordering: series.ordering,
  approvedAt: series.approvedAt,
  pendingChanges: series.pendingChanges,
  reviewNote: series.reviewNote,
  reviewRequestedAt: series.reviewRequestedAt,
};

/** The artist sees their own series whole: no rule hides their episodes from them. */
function hearingOfOwner(actor: Actor): Hearing {
  return { rule: 'everything', viewerId: actor.id, artistId: null };
}
