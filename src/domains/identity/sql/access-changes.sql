-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- SPEC.md §7's live listen on users/{email} and organisations/{id}: every change to a profile or an
-- organisation is announced on the "access_changes" channel; each app server LISTENs once and tells the
-- open dashboards of the people concerned (src/server/live.ts). Works across any number of app servers.
CREATE OR REPLACE FUNCTION notify_access_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'user_profiles' THEN
    PERFORM pg_notify('access_changes', json_build_object('kind', 'profile', 'email', COALESCE(NEW.email, OLD.email))::text);
  ELSE
    PERFORM pg_notify('access_changes', json_build_object('kind', 'organisation', 'id', COALESCE(NEW.id, OLD.id))::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER user_profiles_notify_access AFTER UPDATE OR DELETE ON "user_profiles"
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();

CREATE OR REPLACE TRIGGER organisations_notify_access AFTER UPDATE OR DELETE ON "organisations"
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();

-- Changes to email verification matter to an open dashboard too (verified in another tab).
CREATE OR REPLACE FUNCTION notify_auth_user_change() RETURNS trigger AS $$
BEGIN
  IF NEW.email_verified IS DISTINCT FROM OLD.email_verified THEN
    PERFORM pg_notify('access_changes', json_build_object('kind', 'profile', 'email', NEW.email)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE TRIGGER auth_users_notify_access AFTER UPDATE ON "auth_users"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_user_change();
