-- A settings announcement carries the settings' version (the last change, in milliseconds
-- since 1970), so an app told of a change can tell whether the copy that answered its
-- refetch had already reloaded (docs/decisions/0019-live-settings.md).
CREATE OR REPLACE FUNCTION playeats_announce_settings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  version bigint := (SELECT coalesce(floor(extract(epoch FROM max(updated_at)) * 1000), 0)::bigint FROM app_settings);
BEGIN
  PERFORM pg_notify('playeats_settings', json_build_object('version', version)::text);
  PERFORM pg_notify('playeats_events', json_build_object('type', 'settings', 'version', version)::text);
  RETURN NULL;
END;
$$;
