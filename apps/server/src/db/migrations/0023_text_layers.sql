-- The words listeners follow while a track plays, in layers (decision 018). A change of them is
-- heard at once like any other edit of what listeners read (migration 0019).
ALTER TABLE "tracks" ADD COLUMN "text_layers" jsonb;--> statement-breakpoint
DROP TRIGGER "tracks_catalog_changes_edit" ON "tracks";--> statement-breakpoint
CREATE TRIGGER "tracks_catalog_changes_edit" AFTER UPDATE OF "title", "lyrics", "language",
  "islamic_content_type", "genre", "explicit", "artist_id", "album_id", "audio_url", "cover_url",
  "duration_ms", "track_number", "text_layers" ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
