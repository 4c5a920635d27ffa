-- A series' details reach listeners only once a reviewer approved them (decision 019):
-- `approved_at` (null: never approved), the artist's edit of an approved series waiting apart in
-- `pending_changes`, the reviewer's `review_note`, and `review_requested_at` for the queue.
ALTER TABLE "series" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "series_review_queue_idx" ON "series" USING btree ("review_requested_at","id") WHERE "series"."review_requested_at" IS NOT NULL;--> statement-breakpoint
-- Series made before review existed were already shown to listeners: they count as approved.
UPDATE "series" SET "approved_at" = now();--> statement-breakpoint
-- What listeners read of a series (its reviewed details, whether it is approved) changes what
-- every listener may see, and is heard at once like a take-down: '*' on sada_user_changes
-- (migrations 0018 and 0019). An edit waiting for review changes none of these columns.
CREATE TRIGGER "series_catalog_changes_edit" AFTER UPDATE OF "title", "description", "kind",
  "language", "ordering", "approved_at" ON "series"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "series_catalog_changes_delete" AFTER DELETE ON "series"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
