-- A track that stops or starts being live (taken down, restored, approved) or is deleted changes
-- what every listener may see: '*' on sada_user_changes tells each instance to forget the answers
-- it kept for listeners (platform/user-changes), whoever they are.
CREATE FUNCTION "sada_notify_catalog_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sada_user_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracks_catalog_changes_status" AFTER UPDATE OF "status" ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER "tracks_catalog_changes_delete" AFTER DELETE ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_catalog_changes();
