CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jwks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"alg" text,
	"crv" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_url" text,
	"release_date" date,
	"total_tracks" integer DEFAULT 0 NOT NULL,
	"album_type" text DEFAULT 'album' NOT NULL,
	"artist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_album_type_check" CHECK ("album_type" IN ('album', 'single', 'ep', 'compilation')),
	CONSTRAINT "albums_total_tracks_check" CHECK ("albums"."total_tracks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"avatar_url" text,
	"verified" boolean DEFAULT false NOT NULL,
	"monthly_listeners" integer DEFAULT 0 NOT NULL,
	"owner_user_id" uuid,
	"label_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_owner_user_id_unique" UNIQUE("owner_user_id"),
	CONSTRAINT "artists_monthly_listeners_check" CHECK ("artists"."monthly_listeners" >= 0)
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_renditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"mime_type" text NOT NULL,
	"bitrate_kbps" integer,
	"sample_rate" integer,
	"channels" smallint,
	"duration_ms" integer,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_renditions_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "track_renditions_track_kind_bitrate_key" UNIQUE NULLS NOT DISTINCT("track_id","kind","bitrate_kbps"),
	CONSTRAINT "track_renditions_kind_check" CHECK ("kind" IN ('original', 'stream')),
	CONSTRAINT "track_renditions_format_check" CHECK ("format" IN ('mp3', 'wav', 'm4a', 'ogg', 'aac', 'flac')),
	CONSTRAINT "track_renditions_size_check" CHECK ("track_renditions"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"lyrics" text,
	"language" text DEFAULT 'arabic' NOT NULL,
	"islamic_content_type" text DEFAULT 'nasheed' NOT NULL,
	"genre" text NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"artist_id" uuid NOT NULL,
	"album_id" uuid,
	"status" text DEFAULT 'processing' NOT NULL,
	"processing_stage" text DEFAULT 'uploading' NOT NULL,
	"processing_progress" smallint DEFAULT 0 NOT NULL,
	"processing_error" text,
	"audio_file_path" text,
	"audio_url" text,
	"cover_url" text,
	"file_size_bytes" bigint,
	"duration_ms" integer,
	"play_count" bigint DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"track_number" integer,
	"audio_format" text,
	"requires_review" boolean DEFAULT true NOT NULL,
	"review_priority" smallint DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_status_check" CHECK ("status" IN ('processing', 'qc', 'live', 'approved', 'rejected', 'needs_revision')),
	CONSTRAINT "tracks_processing_stage_check" CHECK ("processing_stage" IN ('uploading', 'processing', 'generating_preview', 'completed', 'failed')),
	CONSTRAINT "tracks_language_check" CHECK ("language" IN ('arabic', 'english', 'urdu', 'turkish', 'malay', 'french')),
	CONSTRAINT "tracks_islamic_content_type_check" CHECK ("islamic_content_type" IN ('nasheed', 'quran_recitation', 'dua', 'dhikr', 'lecture', 'other')),
	CONSTRAINT "tracks_audio_format_check" CHECK ("audio_format" IN ('mp3', 'wav', 'm4a', 'ogg', 'aac', 'flac')),
	CONSTRAINT "tracks_processing_progress_check" CHECK ("tracks"."processing_progress" BETWEEN 0 AND 100),
	CONSTRAINT "tracks_counts_check" CHECK ("tracks"."play_count" >= 0 AND "tracks"."like_count" >= 0),
	CONSTRAINT "tracks_duration_check" CHECK ("tracks"."duration_ms" IS NULL OR "tracks"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_artist_key" UNIQUE("follower_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"track_id" uuid,
	"album_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_track_key" UNIQUE("user_id","track_id"),
	CONSTRAINT "likes_user_album_key" UNIQUE("user_id","album_id"),
	CONSTRAINT "likes_one_target_check" CHECK (num_nonnulls("likes"."track_id", "likes"."album_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "playlist_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"playlist_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_tracks_position_check" CHECK ("playlist_tracks"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"collaborative" boolean DEFAULT false NOT NULL,
	"cover_url" text,
	"owner_id" uuid NOT NULL,
	"track_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlists_name_check" CHECK (length(btrim("playlists"."name")) > 0),
	CONSTRAINT "playlists_track_count_check" CHECK ("playlists"."track_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stream_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"track_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stream_events_completed_ms_check" CHECK ("stream_events"."completed_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"islamic_compliance_score" smallint,
	"audio_quality_score" smallint,
	"review_notes" text,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reviews_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'needs_revision')),
	CONSTRAINT "content_reviews_compliance_score_check" CHECK ("content_reviews"."islamic_compliance_score" IS NULL OR "content_reviews"."islamic_compliance_score" BETWEEN 1 AND 10),
	CONSTRAINT "content_reviews_quality_score_check" CHECK ("content_reviews"."audio_quality_score" IS NULL OR "content_reviews"."audio_quality_score" BETWEEN 1 AND 10),
	CONSTRAINT "content_reviews_rejection_reason_check" CHECK ("content_reviews"."status" <> 'rejected' OR length(btrim(coalesce("content_reviews"."rejection_reason", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'listener' NOT NULL,
	"bio" text,
	"location" text,
	"preferred_language" text DEFAULT 'english' NOT NULL,
	"islamic_school" text,
	"islamic_content_only" boolean DEFAULT true NOT NULL,
	"prayer_notifications" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("role" IN ('listener', 'artist', 'label', 'admin')),
	CONSTRAINT "profiles_preferred_language_check" CHECK ("preferred_language" IN ('english', 'arabic', 'urdu', 'turkish', 'malay', 'french')),
	CONSTRAINT "profiles_islamic_school_check" CHECK ("islamic_school" IN ('hanafi', 'maliki', 'shafi', 'hanbali', 'other'))
);
--> statement-breakpoint
CREATE TABLE "user_privacy_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"show_playlists" boolean DEFAULT false NOT NULL,
	"show_followers" boolean DEFAULT false NOT NULL,
	"show_listening_activity" boolean DEFAULT false NOT NULL,
	"allow_messages" boolean DEFAULT true NOT NULL,
	"profile_visibility" text DEFAULT 'private' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_privacy_settings_visibility_check" CHECK ("profile_visibility" IN ('public', 'private', 'friends'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_label_id_users_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_renditions" ADD CONSTRAINT "track_renditions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_genre_genres_slug_fk" FOREIGN KEY ("genre") REFERENCES "public"."genres"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_tracks" ADD CONSTRAINT "playlist_tracks_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_tracks" ADD CONSTRAINT "playlist_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_tracks" ADD CONSTRAINT "playlist_tracks_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_events" ADD CONSTRAINT "stream_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_events" ADD CONSTRAINT "stream_events_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privacy_settings" ADD CONSTRAINT "user_privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "albums_artist_id_idx" ON "albums" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "artists_monthly_listeners_idx" ON "artists" USING btree ("monthly_listeners" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artists_label_id_idx" ON "artists" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_live_play_count_idx" ON "tracks" USING btree ("play_count" DESC NULLS LAST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_live_like_count_idx" ON "tracks" USING btree ("like_count" DESC NULLS LAST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_live_created_at_idx" ON "tracks" USING btree ("created_at" DESC NULLS LAST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_artist_status_created_idx" ON "tracks" USING btree ("artist_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracks_album_track_number_idx" ON "tracks" USING btree ("album_id","track_number");--> statement-breakpoint
CREATE INDEX "tracks_genre_live_play_count_idx" ON "tracks" USING btree ("genre","play_count" DESC NULLS LAST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_review_queue_idx" ON "tracks" USING btree ("review_priority" DESC NULLS LAST,"created_at") WHERE "tracks"."requires_review" AND "tracks"."status" IN ('processing', 'qc');--> statement-breakpoint
CREATE INDEX "tracks_title_trgm_idx" ON "tracks" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_artist_id_idx" ON "follows" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_track_id_idx" ON "likes" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "likes_album_id_idx" ON "likes" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "playlist_tracks_playlist_position_idx" ON "playlist_tracks" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_tracks_track_id_idx" ON "playlist_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "playlists_owner_created_idx" ON "playlists" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playlists_owner_updated_idx" ON "playlists" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playlists_public_created_idx" ON "playlists" USING btree ("created_at" DESC NULLS LAST) WHERE "playlists"."is_public";--> statement-breakpoint
CREATE INDEX "playlists_name_trgm_idx" ON "playlists" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stream_events_user_started_idx" ON "stream_events" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stream_events_started_at_idx" ON "stream_events" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "stream_events_track_id_idx" ON "stream_events" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "content_reviews_track_created_idx" ON "content_reviews" USING btree ("track_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_reviews_status_idx" ON "content_reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "profiles_updated_at_idx" ON "profiles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."read";