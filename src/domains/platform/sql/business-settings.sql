-- SQL rules (ARCHITECTURE.md, SQL rules): applied again whenever this file changes, so each statement must be
-- able to run over what it made before.

-- Business settings versions are append-only (platform/schema.ts): a booking names the version that priced it,
-- and the history staff read is what was in force when. A change is a new version; nothing is rewritten.
CREATE OR REPLACE FUNCTION business_settings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'business_settings is append-only: save a new version instead' USING ERRCODE = 'check_violation';
END $$;

CREATE OR REPLACE TRIGGER business_settings_append_only BEFORE UPDATE OR DELETE ON business_settings
  FOR EACH ROW EXECUTE FUNCTION business_settings_append_only();
