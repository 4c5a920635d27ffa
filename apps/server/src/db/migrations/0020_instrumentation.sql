-- What a track is made of, declared by its artist and confirmed by review, and what a listener
-- would like to hear (decision 014). 'Islamic content only' was true by default and filtered
-- nothing: it records no choice, so every profile starts with no rule and is asked.
ALTER TABLE "tracks" ADD COLUMN "declared_instrumentation" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "instrumentation" text;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD COLUMN "instrumentation" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listening_rule" text;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "islamic_content_only";--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_declared_instrumentation_check" CHECK ("declared_instrumentation" IN ('vocals_only', 'vocals_daf', 'instruments', 'vocal_effects', 'spoken_word'));--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_instrumentation_check" CHECK ("instrumentation" IN ('vocals_only', 'vocals_daf', 'instruments', 'vocal_effects', 'spoken_word'));--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_instrumentation_check" CHECK ("instrumentation" IN ('vocals_only', 'vocals_daf', 'instruments', 'vocal_effects', 'spoken_word'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_listening_rule_check" CHECK ("listening_rule" IN ('vocals_only', 'vocals_and_daf', 'everything'));
--> statement-breakpoint
-- What review confirmed a track is made of is what listeners' rules filter by: a change of it
-- is heard at once like any other change of what listeners read (decision 014).
DROP TRIGGER "tracks_catalog_changes_edit" ON "tracks";
--> statement-breakpoint
CREATE TRIGGER "tracks_catalog_changes_edit" AFTER UPDATE OF "title", "lyrics", "language",
  "islamic_content_type", "instrumentation", "genre", "explicit", "artist_id", "album_id",
  "audio_url", "cover_url", "duration_ms", "track_number" ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
