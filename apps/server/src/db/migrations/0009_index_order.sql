DROP INDEX "admin_actions_created_idx";--> statement-breakpoint
DROP INDEX "artists_monthly_listeners_idx";--> statement-breakpoint
DROP INDEX "tracks_live_play_count_idx";--> statement-breakpoint
DROP INDEX "tracks_live_like_count_idx";--> statement-breakpoint
DROP INDEX "tracks_live_created_at_idx";--> statement-breakpoint
DROP INDEX "tracks_artist_status_created_idx";--> statement-breakpoint
DROP INDEX "tracks_genre_live_play_count_idx";--> statement-breakpoint
DROP INDEX "tracks_review_queue_idx";--> statement-breakpoint
DROP INDEX "likes_user_created_idx";--> statement-breakpoint
DROP INDEX "playlists_owner_created_idx";--> statement-breakpoint
DROP INDEX "playlists_owner_updated_idx";--> statement-breakpoint
DROP INDEX "playlists_public_created_idx";--> statement-breakpoint
DROP INDEX "stream_events_user_started_idx";--> statement-breakpoint
DROP INDEX "content_reviews_track_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "artists_monthly_listeners_idx" ON "artists" USING btree ("monthly_listeners" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracks_live_play_count_idx" ON "tracks" USING btree ("play_count" DESC NULLS FIRST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_live_like_count_idx" ON "tracks" USING btree ("like_count" DESC NULLS FIRST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_live_created_at_idx" ON "tracks" USING btree ("created_at" DESC NULLS FIRST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_artist_status_created_idx" ON "tracks" USING btree ("artist_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tracks_genre_live_play_count_idx" ON "tracks" USING btree ("genre","play_count" DESC NULLS FIRST) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_review_queue_idx" ON "tracks" USING btree ("review_priority" DESC NULLS FIRST,"created_at") WHERE "tracks"."requires_review" AND "tracks"."status" IN ('processing', 'qc');--> statement-breakpoint
CREATE INDEX "likes_user_created_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "playlists_owner_created_idx" ON "playlists" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "playlists_owner_updated_idx" ON "playlists" USING btree ("owner_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "playlists_public_created_idx" ON "playlists" USING btree ("created_at" DESC NULLS FIRST) WHERE "playlists"."is_public";--> statement-breakpoint
CREATE INDEX "stream_events_user_started_idx" ON "stream_events" USING btree ("user_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_reviews_track_created_idx" ON "content_reviews" USING btree ("track_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);