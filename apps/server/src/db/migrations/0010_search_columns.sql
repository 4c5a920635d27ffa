DROP INDEX "artists_name_search_idx";--> statement-breakpoint
DROP INDEX "tracks_title_search_idx";--> statement-breakpoint
DROP INDEX "playlists_name_search_idx";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (sada_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (sada_fold(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (sada_fold(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "artists_name_folded_idx" ON "artists" USING btree ("name_folded" text_pattern_ops,"monthly_listeners" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "artists_search_popular_idx" ON "artists" USING btree ("monthly_listeners" DESC NULLS FIRST,"id","name_folded");--> statement-breakpoint
CREATE INDEX "tracks_title_folded_idx" ON "tracks" USING btree ("title_folded" text_pattern_ops,"play_count" DESC NULLS FIRST,"id") WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_search_popular_idx" ON "tracks" USING btree ("play_count" DESC NULLS FIRST,"id","title_folded") WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "playlists_name_folded_idx" ON "playlists" USING btree ("name_folded" text_pattern_ops,"track_count" DESC NULLS FIRST,"id") WHERE "playlists"."is_public";--> statement-breakpoint
CREATE INDEX "playlists_search_popular_idx" ON "playlists" USING btree ("track_count" DESC NULLS FIRST,"id","name_folded") WHERE "playlists"."is_public";--> statement-breakpoint
CREATE INDEX "artists_name_search_idx" ON "artists" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_title_search_idx" ON "tracks" USING gin ("title_folded" gin_trgm_ops) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "playlists_name_search_idx" ON "playlists" USING gin ("name_folded" gin_trgm_ops) WHERE "playlists"."is_public";