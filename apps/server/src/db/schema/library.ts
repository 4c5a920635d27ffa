// What listeners collect: playlists and their tracks, likes, follows and listening history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './auth';
import { albums, artists, tracks } from './catalog';
import { createdAt, id, updatedAt } from './helpers';

export const playlists = pgTable(
  'playlists',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name as search matches it (sada_fold, migration 0005_search_fold). */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(sql`sada_fold(name)`),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(true),
    collaborative: boolean('collaborative').notNull().default(false),
    coverUrl: text('cover_url'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackCount: integer('track_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('playlists_name_check', sql`length(btrim(${t.name})) > 0`),
    check('playlists_track_count_check', sql`${t.trackCount} >= 0`),
    // Sidebar (newest five) and library (recently updated) of one owner.
    index('playlists_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    index('playlists_owner_updated_idx').on(t.ownerId, t.updatedAt.desc().nullsFirst()),
    // Browse and all-lists: public playlists, newest first.
    index('playlists_public_created_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    // Search of public playlists (features/search/repository.ts): as for tracks, the biggest first.
    index('playlists_name_search_idx')
      .using('gin', t.nameFolded.op('gin_trgm_ops'))
      .where(sql`${t.isPublic}`),
    index('playlists_name_folded_idx')
      .on(t.nameFolded.op('text_pattern_ops'), t.trackCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublic}`),
    index('playlists_search_popular_idx')
      .on(t.trackCount.desc().nullsFirst(), t.id, t.nameFolded)
      .where(sql`${t.isPublic}`),
  ],
);

export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    id: id(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('playlist_tracks_position_check', sql`${t.position} >= 0`),
    index('playlist_tracks_playlist_position_idx').on(t.playlistId, t.position),
    index('playlist_tracks_track_id_idx').on(t.trackId),
  ],
);

/** A like is of one track, one album or one playlist. */
export const likes = pgTable(
  'likes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'cascade' }),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    playlistId: uuid('playlist_id').references(() => playlists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'likes_one_target_check',
      sql`num_nonnulls(${t.trackId}, ${t.albumId}, ${t.playlistId}) = 1`,
    ),
    unique('likes_user_track_key').on(t.userId, t.trackId),
    unique('likes_user_album_key').on(t.userId, t.albumId),
    unique('likes_user_playlist_key').on(t.userId, t.playlistId),
    index('likes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('likes_track_id_idx').on(t.trackId),
    index('likes_album_id_idx').on(t.albumId),
    index('likes_playlist_id_idx').on(t.playlistId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('follows_follower_artist_key').on(t.followerId, t.artistId),
    index('follows_artist_id_idx').on(t.artistId),
  ],
);

/** One row each time playback of a track starts; anonymous plays keep no user. */
export const streamEvents = pgTable(
  'stream_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedMs: bigint('completed_ms', { mode: 'number' }).notNull().default(0),
    /** When this listen was added to the track's play count; a listen counts once at most. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** The signed stream link the player loaded (stream_links.id); null: never counted. */
    linkId: uuid('link_id'),
    /** Who listened, for the hourly limit: 'user:<id>', or a digest of the client address. */
    listenerKey: text('listener_key'),
  },
  (t) => [
    check('stream_events_completed_ms_check', sql`${t.completedMs} >= 0`),
    index('stream_events_user_started_idx').on(t.userId, t.startedAt.desc().nullsFirst()),
    index('stream_events_started_at_idx').on(t.startedAt),
    index('stream_events_track_id_idx').on(t.trackId),
    index('stream_events_link_id_idx').on(t.linkId),
    index('stream_events_listener_track_counted_idx').on(t.listenerKey, t.trackId, t.countedAt),
  ],
);

/**
 * The audio bytes each signed stream link was used for, as the app served or authorised them;
 * written in batches (docs/decisions/008-plays-from-served-bytes.md).
 */
export const streamLinks = pgTable(
  'stream_links',
  {
    /** The id signed into the link. */
    id: uuid('id').primaryKey(),
    /** Size of the file the link names. */
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    bytesServed: bigint('bytes_served', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('stream_links_bytes_served_check', sql`${t.bytesServed} >= 0`),
    index('stream_links_created_at_idx').on(t.createdAt),
  ],
);
