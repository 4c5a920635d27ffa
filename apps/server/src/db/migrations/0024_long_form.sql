-- Long-form listening: series of episodes, their followers, where each listener left a long
-- track, and chapter marks, which listeners read and so are heard at once when they change
-- (migration 0019).
CREATE TABLE "listening_positions" (
	"user_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"position_ms" integer NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_positions_user_id_track_id_pk" PRIMARY KEY("user_id","track_id"),
	CONSTRAINT "listening_positions_position_check" CHECK ("listening_positions"."position_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (sada_fold(title)) STORED NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"ordering" text DEFAULT 'ordered' NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_title_check" CHECK (length(btrim("series"."title")) > 0),
	CONSTRAINT "series_follower_count_check" CHECK ("series"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "series_episodes" (
	"series_id" uuid NOT NULL,
	"track_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "series_episodes_series_id_track_id_pk" PRIMARY KEY("series_id","track_id"),
	CONSTRAINT "series_episodes_track_unique" UNIQUE("track_id"),
	CONSTRAINT "series_episodes_position_unique" UNIQUE("series_id","position")
);
--> statement-breakpoint
CREATE TABLE "series_follows" (
	"user_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_follows_user_id_series_id_pk" PRIMARY KEY("user_id","series_id")
);
--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "chapters" jsonb;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_episodes" ADD CONSTRAINT "series_episodes_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_episodes" ADD CONSTRAINT "series_episodes_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_follows" ADD CONSTRAINT "series_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_follows" ADD CONSTRAINT "series_follows_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_positions_in_progress_idx" ON "listening_positions" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE NOT "listening_positions"."played";--> statement-breakpoint
CREATE INDEX "series_artist_idx" ON "series" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "series_title_search_idx" ON "series" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_follows_series_idx" ON "series_follows" USING btree ("series_id");--> statement-breakpoint
DROP TRIGGER "tracks_catalog_changes_edit" ON "tracks";--> statement-breakpoint
CREATE TRIGGER "tracks_catalog_changes_edit" AFTER UPDATE OF "title", "lyrics", "language",
  "islamic_content_type", "genre", "explicit", "artist_id", "album_id", "audio_url", "cover_url",
  "duration_ms", "track_number", "text_layers", "chapters" ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
