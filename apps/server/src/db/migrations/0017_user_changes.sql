-- Every change to what a signed-in person's session or own pages are made of names that person on
-- the channel sada_user_changes, once per statement and person, when the transaction commits.
-- Each server instance LISTENs and forgets what it kept in memory for them (platform/user-changes).
-- The first argument is the column holding the person's id.
CREATE FUNCTION "sada_notify_user_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'SELECT pg_notify(''sada_user_changes'', u::text) FROM (SELECT DISTINCT %I AS u FROM changed_rows WHERE %I IS NOT NULL) s',
    TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A playlist's entries belong to the playlist's owner.
CREATE FUNCTION "sada_notify_playlist_owner_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sada_user_changes', p.owner_id::text)
    FROM (SELECT DISTINCT playlist_id FROM changed_rows) c
    JOIN playlists p ON p.id = c.playlist_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
  event text;
BEGIN
  FOR target IN SELECT * FROM (VALUES
      ('sessions', 'user_id', 'INSERT UPDATE DELETE'),
      ('users', 'id', 'UPDATE DELETE'),
      ('profiles', 'id', 'UPDATE DELETE'),
      ('two_factors', 'user_id', 'INSERT UPDATE DELETE'),
      ('likes', 'user_id', 'INSERT UPDATE DELETE'),
      ('follows', 'follower_id', 'INSERT UPDATE DELETE'),
      ('playlists', 'owner_id', 'INSERT UPDATE DELETE'),
      ('stream_events', 'user_id', 'INSERT DELETE')
    ) AS t(tbl, col, events)
  LOOP
    FOREACH event IN ARRAY string_to_array(target.events, ' ') LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_user_changes(%L)',
        target.tbl || '_user_changes_' || lower(event), event, target.tbl,
        CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, target.col);
    END LOOP;
  END LOOP;
  FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON playlist_tracks REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION sada_notify_playlist_owner_changes()',
      'playlist_tracks_user_changes_' || lower(event), event,
      CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END);
  END LOOP;
END $$;
