// The catalog: genres, artists, albums, tracks and the stored audio files of each track.
import type { Chapter } from '@sada/contracts/chapters';
import {
  albumTypes,
  audioFormats,
  islamicContentTypes,
  processingStages,
  renditionKinds,
  trackLanguages,
  trackStatuses,
} from '@sada/contracts/enums';
import { instrumentations } from '@sada/contracts/instrumentation';
import { riwayat } from '@sada/contracts/recitation';
import type { TextLayer } from '@sada/contracts/text-layers';
import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './auth';
import { createdAt, id, oneOf, updatedAt } from './helpers';

export const genres = pgTable(
  'genres',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color'),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Distinct reviewers who must approve a track of the genre before it goes live (admin). */
    approvalsNeeded: smallint('approvals_needed').notNull().default(1),
  },
  (t) => [check('genres_approvals_needed_check', sql`${t.approvalsNeeded} BETWEEN 1 AND 5`)],
);

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name as search matches it (sada_fold, migration 0005_search_fold). */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(sql`sada_fold(name)`),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    verified: boolean('verified').notNull().default(false),
    monthlyListeners: integer('monthly_listeners').notNull().default(0),
    // One artist profile per user; deleting the user keeps the catalog, unowned.
    ownerUserId: uuid('owner_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    // The label account the artist is signed to.
    labelId: uuid('label_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('artists_monthly_listeners_check', sql`${t.monthlyListeners} >= 0`),
    index('artists_monthly_listeners_idx').on(t.monthlyListeners.desc().nullsFirst()),
    index('artists_label_id_idx').on(t.labelId),
    // Search (features/search/repository.ts): trigrams of the folded name for "contains" and
    // "similar", the folded name for "exact" and "prefix", and the most popular first.
    index('artists_name_search_idx').using('gin', t.nameFolded.op('gin_trgm_ops')),
    index('artists_name_folded_idx').on(
      t.nameFolded.op('text_pattern_ops'),
      t.monthlyListeners.desc().nullsFirst(),
      t.id,
    ),
    index('artists_search_popular_idx').on(
      t.monthlyListeners.desc().nullsFirst(),
      t.id,
      t.nameFolded,
    ),
  ],
);

export const albums = pgTable(
  'albums',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    coverUrl: text('cover_url'),
    releaseDate: date('release_date'),
    totalTracks: integer('total_tracks').notNull().default(0),
    albumType: text('album_type', { enum: albumTypes }).notNull().default('album'),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('albums_album_type_check', oneOf('album_type', albumTypes)),
    check('albums_total_tracks_check', sql`${t.totalTracks} >= 0`),
    index('albums_artist_id_idx').on(t.artistId),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    title: text('title').notNull(),
    /** The title as search matches it (sada_fold, migration 0005_search_fold). */
    titleFolded: text('title_folded')
      .notNull()
      .generatedAlwaysAs(sql`sada_fold(title)`),
    lyrics: text('lyrics'),
    /** The words listeners follow while it plays, in layers (decision 018); null when none. */
    textLayers: jsonb('text_layers').$type<TextLayer[]>(),
    /** Chapter marks of a long track, in order; null when it has none. */
    chapters: jsonb('chapters').$type<Chapter[]>(),
    language: text('language', { enum: trackLanguages }).notNull().default('arabic'),
    islamicContentType: text('islamic_content_type', { enum: islamicContentTypes })
      .notNull()
      .default('nasheed'),
    genre: text('genre')
      .notNull()
      .references(() => genres.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** What the artist says the track is made of (decision 014); listeners never see it. */
    declaredInstrumentation: text('declared_instrumentation', { enum: instrumentations }),
    /**
     * What a reviewer confirmed it is made of when approving it: what listeners see and their
     * rule filters by. Null for a track reviewed before instrumentation was asked.
     */
    instrumentation: text('instrumentation', { enum: instrumentations }),
    explicit: boolean('explicit').notNull().default(false),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    status: text('status', { enum: trackStatuses }).notNull().default('processing'),
    processingStage: text('processing_stage', { enum: processingStages })
      .notNull()
      .default('uploading'),
    processingProgress: smallint('processing_progress').notNull().default(0),
    processingError: text('processing_error'),
    audioFilePath: text('audio_file_path'),
    audioUrl: text('audio_url'),
    coverUrl: text('cover_url'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    playCount: bigint('play_count', { mode: 'number' }).notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    trackNumber: integer('track_number'),
    audioFormat: text('audio_format', { enum: audioFormats }),
    requiresReview: boolean('requires_review').notNull().default(true),
    reviewPriority: smallint('review_priority').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The client's Idempotency-Key of the upload that made the track: a resend finds it. */
    uploadKey: text('upload_key'),
    /** Integrated loudness (EBU R128) and true peak of the upload, for volume normalisation. */
    loudnessLufs: real('loudness_lufs'),
    truePeakDb: real('true_peak_db'),
    /** The waveform: peak levels from 0 to 1, evenly spaced over the track. */
    waveformPeaks: jsonb('waveform_peaks').$type<number[]>(),
    /**
     * The artist's edit of the reviewed details, waiting for review (catalog/track-edits): listeners
     * keep reading the columns above, the approved version, until a reviewer approves it.
     */
    pendingChanges: jsonb('pending_changes').$type<PendingTrackChanges>(),
    /** Provenance of a Quranic recitation (contracts/recitation.ts); null for other genres. */
    reciter: text('reciter'),
    riwayah: text('riwayah', { enum: riwayat }),
    surah: smallint('surah'),
    ayahFrom: smallint('ayah_from'),
    ayahTo: smallint('ayah_to'),
    recitationLicence: text('recitation_licence'),
    /**
     * Whether the upload's acoustic fingerprint was compared with the catalogue: null not yet,
     * false when it could not be (no fpcalc), true when it was (track_fingerprints).
     */
    fingerprintChecked: boolean('fingerprint_checked'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tracks_status_check', oneOf('status', trackStatuses)),
    check('tracks_processing_stage_check', oneOf('processing_stage', processingStages)),
    check('tracks_language_check', oneOf('language', trackLanguages)),
    check('tracks_islamic_content_type_check', oneOf('islamic_content_type', islamicContentTypes)),
    check('tracks_audio_format_check', oneOf('audio_format', audioFormats)),
    check('tracks_riwayah_check', oneOf('riwayah', riwayat)),
    check(
      'tracks_ayah_range_check',
      sql`${t.surah} IS NULL OR (${t.surah} BETWEEN 1 AND 114 AND ${t.ayahFrom} >= 1 AND ${t.ayahTo} >= ${t.ayahFrom})`,
    ),
    check(
      'tracks_declared_instrumentation_check',
      oneOf('declared_instrumentation', instrumentations),
    ),
    check('tracks_instrumentation_check', oneOf('instrumentation', instrumentations)),
    check('tracks_processing_progress_check', sql`${t.processingProgress} BETWEEN 0 AND 100`),
    check('tracks_counts_check', sql`${t.playCount} >= 0 AND ${t.likeCount} >= 0`),
    check('tracks_duration_check', sql`${t.durationMs} IS NULL OR ${t.durationMs} >= 0`),
    // Browse and all-lists: live tracks by popularity, likes or recency. Descending index
    // columns are NULLS FIRST, as ORDER BY … DESC sorts, or the planner cannot read them in order.
    index('tracks_live_play_count_idx')
      .on(t.playCount.desc().nullsFirst())
      .where(sql`${t.status} = 'live'`),
    index('tracks_live_like_count_idx')
      .on(t.likeCount.desc().nullsFirst())
      .where(sql`${t.status} = 'live'`),
    index('tracks_live_created_at_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'live'`),
    // Artist page, artist shuffle play and "more from" on the track page.
    index('tracks_artist_status_created_idx').on(
      t.artistId,
      t.status,
      t.createdAt.desc().nullsFirst(),
    ),
    // Album page.
    index('tracks_album_track_number_idx').on(t.albumId, t.trackNumber),
    // Genre page.
    index('tracks_genre_live_play_count_idx')
      .on(t.genre, t.playCount.desc().nullsFirst())
      .where(sql`${t.status} = 'live'`),
    // Moderation queue: new audio, and edits of live tracks.
    index('tracks_review_queue_idx')
      .on(t.reviewPriority.desc().nullsFirst(), t.createdAt.asc())
      .where(sql`${t.requiresReview} AND ${t.status} IN ('processing', 'qc', 'live')`),
    // Search of live tracks (features/search/repository.ts): trigrams of the folded title for
    // "contains" and "similar", the folded title for "exact" and "prefix", and the most played
    // first with their folded titles.
    index('tracks_title_search_idx')
      .using('gin', t.titleFolded.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'live'`),
    // The instrumentation, last, lets a listening rule be checked from these two alone.
    index('tracks_title_folded_idx')
      .on(
        t.titleFolded.op('text_pattern_ops'),
        t.playCount.desc().nullsFirst(),
        t.id,
        t.instrumentation,
      )
      .where(sql`${t.status} = 'live'`),
    index('tracks_search_popular_idx')
      .on(t.playCount.desc().nullsFirst(), t.id, t.titleFolded, t.instrumentation)
      .where(sql`${t.status} = 'live'`),
    unique('tracks_artist_id_upload_key_key').on(t.artistId, t.uploadKey),
  ],
);

/** One row per stored audio file of a track: the upload as received and the streaming copies. */
export const trackRenditions = pgTable(
  'track_renditions',
  {
    id: id(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: renditionKinds }).notNull(),
    format: text('format', { enum: audioFormats }).notNull(),
    mimeType: text('mime_type').notNull(),
    bitrateKbps: integer('bitrate_kbps'),
    sampleRate: integer('sample_rate'),
    channels: smallint('channels'),
    durationMs: integer('duration_ms'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The tags the uploaded file carried (title, artist, album, year, genre), as read. */
    tags: jsonb('tags').$type<Record<string, string | number>>(),
    /** SHA-256 (hex) of the stored file: what a review of the audio is bound to. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check('track_renditions_kind_check', oneOf('kind', renditionKinds)),
    check('track_renditions_format_check', oneOf('format', audioFormats)),
    check('track_renditions_size_check', sql`${t.sizeBytes} >= 0`),
    unique('track_renditions_track_kind_bitrate_key')
      .on(t.trackId, t.kind, t.bitrateKbps)
      .nullsNotDistinct(),
  ],
);

/**
 * One row for each upload or audio replacement an artist made in the last hour: the hourly
 * upload limit counts these, which deleting the track does not undo. Rows older than an hour are
 * pruned when the artist uploads again.
 */
export const artistUploads = pgTable(
  'artist_uploads',
  {
    id: id(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('artist_uploads_artist_created_idx').on(t.artistId, t.createdAt)],
);

/**
 * A track's acoustic fingerprint (Chromaprint's raw form, from fpcalc) and the keys it is found
 * by: each value's upper bits, which survive re-encoding (features/processing/fingerprint.ts).
 */
export const trackFingerprints = pgTable(
  'track_fingerprints',
  {
    trackId: uuid('track_id')
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    durationSeconds: real('duration_seconds').notNull(),
    fingerprint: integer('fingerprint').array().notNull(),
    keys: integer('keys').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('track_fingerprints_keys_idx').using('gin', t.keys)],
);

/** A likely duplicate found for a track: shown to its reviewer, never blocking by itself. */
export const trackDuplicateMatches = pgTable(
  'track_duplicate_matches',
  {
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    matchedTrackId: uuid('matched_track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** 0 to 1: the share of the fingerprints' bits that agree where they overlap best. */
    similarity: real('similarity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.matchedTrackId] }),
    check('track_duplicate_matches_similarity_check', sql`${t.similarity} BETWEEN 0 AND 1`),
  ],
);
