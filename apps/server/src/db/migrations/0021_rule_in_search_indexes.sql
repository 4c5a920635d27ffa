-- Search's two covering indexes carry the reviewed instrumentation, so a listening rule is
-- checked from the index alone (decision 014).
DROP INDEX "tracks_title_folded_idx";--> statement-breakpoint
DROP INDEX "tracks_search_popular_idx";--> statement-breakpoint
CREATE INDEX "tracks_title_folded_idx" ON "tracks" USING btree ("title_folded" text_pattern_ops,"play_count" DESC NULLS FIRST,"id","instrumentation") WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "tracks_search_popular_idx" ON "tracks" USING btree ("play_count" DESC NULLS FIRST,"id","title_folded","instrumentation") WHERE "tracks"."status" = 'live';