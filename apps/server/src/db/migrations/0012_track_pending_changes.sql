DROP INDEX "tracks_review_queue_idx";--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
CREATE INDEX "tracks_review_queue_idx" ON "tracks" USING btree ("review_priority" DESC NULLS FIRST,"created_at") WHERE "tracks"."requires_review" AND "tracks"."status" IN ('processing', 'qc', 'live');