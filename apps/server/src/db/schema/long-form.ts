// Long-form listening: series of episodes, who follows them, and where each listener left a
// long track.
import { trackLanguages } from '@sada/contracts/enums';
import { seriesKinds, seriesOrderings, type PendingSeriesChanges } from '@sada/contracts/series';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './auth';
import { artists, tracks } from './catalog';
import { createdAt, id, updatedAt } from './helpers';

export const series = pgTable(
  'series',
  {
    id: id(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The title as search matches it (sada_fold, migration 0005_search_fold). */
    titleFolded: text('title_folded')
      .notNull()
      .generatedAlwaysAs(sql`sada_fold(title)`),
    description: text('description'),
    kind: text('kind', { enum: seriesKinds }).notNull(),
    language: text('language', { enum: trackLanguages }).notNull(),
    ordering: text('ordering', { enum: seriesOrderings }).notNull().default('ordered'),
    followerCount: integer('follower_count').notNull().default(0),
    /**
     * When a reviewer first approved the series; null while it never was, and listeners do not
     * see it (docs/decisions/019-series-review.md). The details above are the approved ones once
     * it is set.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The artist's edit of an approved series, waiting for review: only what differs. */
    pendingChanges: jsonb('pending_changes').$type<PendingSeriesChanges>(),
    /** Why a reviewer turned down the series or its last edit, for the artist (and the reviewer). */
    reviewNote: text('review_note'),
    /** Since when the series (new, or edited) waits for a decision; null when nothing waits. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('series_title_check', sql`length(btrim(${t.title})) > 0`),
    check('series_follower_count_check', sql`${t.followerCount} >= 0`),
    index('series_artist_idx').on(t.artistId, t.createdAt),
    index('series_title_search_idx').using('gin', t.titleFolded.op('gin_trgm_ops')),
    // The review queue: what waits, oldest first.
    index('series_review_queue_idx')
      .on(t.reviewRequestedAt, t.id)
      .where(sql`${t.reviewRequestedAt} IS NOT NULL`),
  ],
);

/** A track is an episode of at most one series. */
export const seriesEpisodes = pgTable(
  'series_episodes',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.trackId] }),
    unique('series_episodes_track_unique').on(t.trackId),
    unique('series_episodes_position_unique').on(t.seriesId, t.position),
  ],
);

export const seriesFollows = pgTable(
  'series_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seriesId] }),
    index('series_follows_series_idx').on(t.seriesId),
  ],
);

export const listeningPositions = pgTable(
  'listening_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    positionMs: integer('position_ms').notNull(),
    played: boolean('played').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trackId] }),
    check('listening_positions_position_check', sql`${t.positionMs} >= 0`),
    // Continue listening: a listener's unfinished tracks, most recent first.
    index('listening_positions_in_progress_idx')
      .on(t.userId, t.updatedAt.desc())
      .where(sql`NOT ${t.played}`),
  ],
);
