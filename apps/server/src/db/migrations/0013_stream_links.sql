CREATE TABLE "stream_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_bytes" bigint NOT NULL,
	"bytes_served" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_links_bytes_served_check" CHECK ("stream_links"."bytes_served" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stream_events" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "stream_events" ADD COLUMN "listener_key" text;--> statement-breakpoint
CREATE INDEX "stream_links_created_at_idx" ON "stream_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stream_events_link_id_idx" ON "stream_events" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "stream_events_listener_track_counted_idx" ON "stream_events" USING btree ("listener_key","track_id","counted_at");