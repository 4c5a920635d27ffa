ALTER TABLE "track_renditions" DROP CONSTRAINT "track_renditions_kind_check";--> statement-breakpoint
ALTER TABLE "tracks" DROP CONSTRAINT "tracks_status_check";--> statement-breakpoint
ALTER TABLE "track_renditions" ADD COLUMN "tags" jsonb;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "loudness_lufs" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "true_peak_db" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "waveform_peaks" jsonb;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_artist_id_upload_key_key" UNIQUE("artist_id","upload_key");--> statement-breakpoint
ALTER TABLE "track_renditions" ADD CONSTRAINT "track_renditions_kind_check" CHECK ("kind" IN ('original', 'stream', 'preview'));--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_status_check" CHECK ("status" IN ('processing', 'qc', 'live', 'approved', 'rejected', 'needs_revision', 'failed'));