-- What a listener reads of a track, an album or an artist (a title, a cover, a name, lyrics),
-- changed by an approved edit, an admin or processing, is heard at once like a take-down: '*'
-- on sada_user_changes. Counters (plays, likes, monthly listeners) are left out on purpose: they
-- change all the time and may reach kept answers within LISTENER_CACHE_SECONDS.
CREATE TRIGGER "tracks_catalog_changes_edit" AFTER UPDATE OF "title", "lyrics", "language",
  "islamic_content_type", "genre", "explicit", "artist_id", "album_id", "audio_url", "cover_url",
  "duration_ms", "track_number" ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "albums_catalog_changes_edit" AFTER UPDATE OF "title", "description", "cover_url",
  "release_date", "album_type", "artist_id" ON "albums"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "albums_catalog_changes_delete" AFTER DELETE ON "albums"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "artists_catalog_changes_edit" AFTER UPDATE OF "name", "bio", "avatar_url",
  "verified" ON "artists"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "artists_catalog_changes_delete" AFTER DELETE ON "artists"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
